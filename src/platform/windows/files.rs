//! What the files module asks of the system beyond `std`'s portable
//! calls, on Windows: which file a name stands for, opening a name without
//! following a link (a symbolic link or a junction: a reparse point that
//! stands for another name), private files and folders (under the
//! player's profile, with its rights), and whether a process still runs.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io;
use std::os::windows::ffi::OsStrExt;
use std::os::windows::fs::OpenOptionsExt;
use std::os::windows::io::{AsRawHandle, FromRawHandle};
use std::path::Path;
use std::ptr::null_mut;

use windows_sys::Win32::Foundation::{
    CloseHandle, ERROR_INVALID_FUNCTION, ERROR_INVALID_PARAMETER, ERROR_LOCK_VIOLATION,
    ERROR_NOT_SUPPORTED, GENERIC_READ, GENERIC_WRITE, HANDLE, INVALID_HANDLE_VALUE, STILL_ACTIVE,
};
use windows_sys::Win32::Storage::FileSystem::{
    BY_HANDLE_FILE_INFORMATION, CREATE_NEW, CreateDirectoryW, CreateFileW, DELETE,
    FILE_ATTRIBUTE_NORMAL, FILE_BASIC_INFO, FILE_FLAG_BACKUP_SEMANTICS,
    FILE_FLAG_OPEN_REPARSE_POINT, FILE_ID_INFO, FILE_INFO_BY_HANDLE_CLASS, FILE_READ_ATTRIBUTES,
    FILE_RENAME_INFO, FILE_SHARE_DELETE, FILE_SHARE_READ, FILE_SHARE_WRITE, FileBasicInfo,
    FileIdInfo, FileRenameInfo, FileRenameInfoEx, GetFileInformationByHandle,
    GetFileInformationByHandleEx, LOCKFILE_EXCLUSIVE_LOCK, LOCKFILE_FAIL_IMMEDIATELY, LockFileEx,
    READ_CONTROL, SetFileInformationByHandle,
};
use windows_sys::Win32::System::IO::OVERLAPPED;
use windows_sys::Win32::System::Threading::{
    GetExitCodeProcess, OpenProcess, PROCESS_QUERY_LIMITED_INFORMATION,
};
use windows_sys::Win32::System::WindowsProgramming::{
    FILE_RENAME_FLAG_POSIX_SEMANTICS, FILE_RENAME_FLAG_REPLACE_IF_EXISTS,
};

use super::security::{self, OwnerAlone, Standing};
use crate::platform::{Look, Readers};

/// A file that is open is not replaced by a rename over its name on every
/// Windows file system (FAT, exFAT and network shares refuse it, and so
/// does Wine): it is closed first.
pub const REPLACES_OPEN_FILES: bool = false;

/// A look at what is at `path` (at a link or junction itself unless
/// `follow`): opened for its attributes alone, sharing everything, so that
/// no program that has the file open is in the way.
pub fn look_at(path: &Path, follow: bool) -> io::Result<Look> {
    let mut flags = FILE_FLAG_BACKUP_SEMANTICS;
    if !follow {
        flags |= FILE_FLAG_OPEN_REPARSE_POINT;
    }
    let file = OpenOptions::new()
        .access_mode(FILE_READ_ATTRIBUTES)
        .custom_flags(flags)
        .open(path)?;
    look_into(&file)
}

/// A look at an open file: which file it is by its volume's serial number
/// and its index there, how many names it has, and when its status last
/// changed.
pub fn look_into(file: &File) -> io::Result<Look> {
    let handle = file.as_raw_handle();
    // SAFETY: all-zero is a valid BY_HANDLE_FILE_INFORMATION.
    let mut information: BY_HANDLE_FILE_INFORMATION = unsafe { std::mem::zeroed() };
    // SAFETY: the handle is open; the information is written into the
    // struct given.
    if unsafe { GetFileInformationByHandle(handle, &mut information) } == 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: all-zero is a valid FILE_BASIC_INFO.
    let mut basic: FILE_BASIC_INFO = unsafe { std::mem::zeroed() };
    let changed = match by_handle(handle, FileBasicInfo, &mut basic) {
        true => (basic.ChangeTime, 0),
        false => (0, 0),
    };
    // The volume and the 128-bit index of the file (FileIdInfo, Windows 8
    // and later); the older 64-bit index where the file system has no
    // other. Wine tells the volume of a file renamed while open (as every
    // save is) only here.
    // SAFETY: all-zero is a valid FILE_ID_INFO.
    let mut id: FILE_ID_INFO = unsafe { std::mem::zeroed() };
    let file_id = match by_handle(handle, FileIdInfo, &mut id) {
        true => (
            id.VolumeSerialNumber,
            u128::from_le_bytes(id.FileId.Identifier),
        ),
        false => (
            u64::from(information.dwVolumeSerialNumber),
            u128::from(information.nFileIndexHigh) << 32 | u128::from(information.nFileIndexLow),
        ),
    };
    Ok(Look {
        metadata: file.metadata()?,
        file: file_id,
        changed,
        names: u64::from(information.nNumberOfLinks),
    })
}

/// Asks Windows for one class of information on an open file, written into
/// `into`; whether it was told.
fn by_handle<T>(handle: HANDLE, class: FILE_INFO_BY_HANDLE_CLASS, into: &mut T) -> bool {
    // SAFETY: the handle is open; `into` has the size given.
    unsafe {
        GetFileInformationByHandleEx(
            handle,
            class,
            std::ptr::from_mut(into).cast(),
            u32::try_from(std::mem::size_of::<T>()).unwrap_or(0),
        ) != 0
    }
}

/// Where the lock is taken: one byte far past the end of any file. A lock
/// on Windows bars every other program from the bytes it covers; one out
/// there keeps other annabellas out and lets the player read the game in
/// Notepad, or another program change it, as on Linux.
const LOCKED_BYTE: u64 = 1 << 62;

/// Takes the lock on an open file without waiting.
pub fn try_lock(file: &File) -> Result<(), fs::TryLockError> {
    // SAFETY: all-zero is a valid OVERLAPPED.
    let mut at: OVERLAPPED = unsafe { std::mem::zeroed() };
    at.Anonymous.Anonymous.Offset = LOCKED_BYTE as u32;
    at.Anonymous.Anonymous.OffsetHigh = (LOCKED_BYTE >> 32) as u32;
    // SAFETY: the handle is open for synchronous use; the call returns at
    // once (LOCKFILE_FAIL_IMMEDIATELY).
    let locked = unsafe {
        LockFileEx(
            file.as_raw_handle(),
            LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY,
            0,
            1,
            0,
            &mut at,
        )
    };
    if locked != 0 {
        return Ok(());
    }
    let error = io::Error::last_os_error();
    if error.raw_os_error() == Some(ERROR_LOCK_VIOLATION as i32) {
        Err(fs::TryLockError::WouldBlock)
    } else {
        Err(fs::TryLockError::Error(error))
    }
}

/// A path as Windows' own calls take it: whole, NUL-terminated, and past
/// the old limit of 260 characters written as `\\?\` paths are, as `std`
/// does.
fn wide(path: &Path) -> io::Result<Vec<u16>> {
    let whole = std::path::absolute(path)?;
    let mut wide: Vec<u16> = whole.as_os_str().encode_wide().collect();
    if wide.contains(&0) {
        return Err(io::Error::from(io::ErrorKind::InvalidInput));
    }
    let verbatim: Vec<u16> = r"\\?\".encode_utf16().collect();
    if wide.len() >= 248 && !wide.starts_with(&verbatim) {
        let unc: Vec<u16> = r"\\".encode_utf16().collect();
        wide = if wide.starts_with(&unc) {
            r"\\?\UNC"
                .encode_utf16()
                .chain(wide[1..].iter().copied())
                .collect()
        } else {
            verbatim.into_iter().chain(wide).collect()
        };
    }
    wide.push(0);
    Ok(wide)
}

/// Opens a file to read it (a pipe is never found under a file's name);
/// with `follow` false, a link at the name itself (a symbolic link or a
/// junction) is opened as itself, not followed, and refused.
pub fn open_to_read(path: &Path, follow: bool) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    if !follow {
        options.custom_flags(FILE_FLAG_OPEN_REPARSE_POINT);
    }
    let file = options.open(path)?;
    if !follow && file.metadata()?.file_type().is_symlink() {
        return Err(io::Error::other("a link"));
    }
    Ok(file)
}

/// Whether an open without following failed for a link at the name.
pub fn is_link_refusal(_error: &io::Error, path: &Path) -> bool {
    is_link(path)
}

/// Whether a path names a device by its name: one of the names Windows
/// keeps for its devices (`CON`, `NUL`, `COM1`, …, in any folder and with
/// any extension, as Microsoft's "Naming Files, Paths, and Namespaces"
/// says), or a name in the device namespace (`\\.\NUL`, `\\.\pipe\x`).
/// Such a name is never a file to read or write.
pub fn names_device(path: &Path) -> bool {
    let text = path.as_os_str().to_string_lossy();
    if let Some(device) = text.strip_prefix(r"\\.\") {
        // `\\.\C:\…` is a file by its drive.
        return device.get(1..3).is_none_or(|rest| rest != r":\");
    }
    let Some(name) = path.file_name() else {
        return false;
    };
    let name = name.to_string_lossy();
    let stem = name.split('.').next().unwrap_or_default().trim_end();
    let stem = stem.to_ascii_uppercase();
    let numbered = |prefix: &str| {
        stem.strip_prefix(prefix)
            .is_some_and(|n| n.len() == 1 && n.bytes().all(|b| b.is_ascii_digit()))
    };
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"].contains(&stem.as_str())
        || numbered("COM")
        || numbered("LPT")
}

/// Whether the name itself is a link: a symbolic link or a junction (the
/// reparse points that stand for another name).
pub fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// Makes a new file, never one already there (nor through a link at its
/// name), opened to read and write. A secret gets an access list that lets
/// the player's account alone in, from the moment it is made; any other
/// file gets the rights its folder hands down.
pub fn create_new(path: &Path, readers: Readers) -> io::Result<File> {
    // Allowed to be renamed through its own handle (see `rename_open`).
    let access = GENERIC_READ | GENERIC_WRITE | DELETE;
    if readers != Readers::Owner {
        return OpenOptions::new()
            .write(true)
            .create_new(true)
            .access_mode(access)
            .open(path);
    }
    let owner_alone = OwnerAlone::new(false)?;
    let attributes = owner_alone.attributes();
    let name = wide(path)?;
    // SAFETY: the name ends in a NUL; the attributes and the descriptor
    // they point to live until the call returns.
    let handle = unsafe {
        CreateFileW(
            name.as_ptr(),
            access,
            FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
            &attributes,
            CREATE_NEW,
            FILE_ATTRIBUTE_NORMAL,
            null_mut(),
        )
    };
    if handle == INVALID_HANDLE_VALUE {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: the handle was just opened and is owned by the File alone.
    Ok(unsafe { File::from_raw_handle(handle) })
}

/// Puts the file `file`, open and made at `_from`, in the place of `to`,
/// which it replaces in one step. Renamed through its own handle, so that
/// the handle knows its new name (Wine finds a file's volume by the name
/// its handle knows); where Windows can (Windows 10 and later), with the
/// POSIX semantics that let a file replace one that a program such as an
/// indexer or a virus scanner has open.
pub fn rename_open(file: &File, _from: &Path, to: &Path) -> io::Result<()> {
    // The name, ending in its NUL, which the length leaves out.
    let name = wide(to)?;
    let start = std::mem::offset_of!(FILE_RENAME_INFO, FileName);
    let size = start + std::mem::size_of_val(name.as_slice());
    let invalid = |_| io::Error::from(io::ErrorKind::InvalidInput);
    let length = u32::try_from(size - start - 2).map_err(invalid)?;
    let size = u32::try_from(size).map_err(invalid)?;
    // A buffer of u64s keeps FILE_RENAME_INFO aligned; its name runs past
    // the one character the struct declares.
    let mut buffer = vec![0u64; (size as usize).div_ceil(8)];
    let info = buffer.as_mut_ptr().cast::<FILE_RENAME_INFO>();
    // SAFETY: the buffer holds the struct and the whole name.
    unsafe {
        (*info).Anonymous.Flags =
            FILE_RENAME_FLAG_REPLACE_IF_EXISTS | FILE_RENAME_FLAG_POSIX_SEMANTICS;
        (*info).FileNameLength = length;
        std::ptr::copy_nonoverlapping(
            name.as_ptr(),
            (&raw mut (*info).FileName).cast::<u16>(),
            name.len(),
        );
    }
    let rename = |class, info: *mut FILE_RENAME_INFO| {
        // SAFETY: the handle is open with DELETE access; the buffer holds
        // `size` bytes.
        unsafe { SetFileInformationByHandle(file.as_raw_handle(), class, info.cast(), size) != 0 }
    };
    if rename(FileRenameInfoEx, info) {
        return Ok(());
    }
    let error = io::Error::last_os_error();
    let older = [
        ERROR_INVALID_PARAMETER,
        ERROR_NOT_SUPPORTED,
        ERROR_INVALID_FUNCTION,
    ];
    if !older
        .iter()
        .any(|&code| error.raw_os_error() == Some(code as i32))
    {
        return Err(error);
    }
    // SAFETY: the flags are the older struct's "replace if it exists".
    unsafe { (*info).Anonymous.Flags = FILE_RENAME_FLAG_REPLACE_IF_EXISTS };
    if rename(FileRenameInfo, info) {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

/// The new file is read-only where the one it replaces was.
pub fn keep_mode_and_owner(file: &File, old: &Metadata) -> io::Result<()> {
    file.set_permissions(old.permissions())
}

/// A folder for the player alone, made anew: one already there (or a
/// link there) is an error of kind `AlreadyExists`. Its access list lets
/// the player's account alone in, and is handed down to what is made in it.
pub fn make_private_folder(path: &Path) -> io::Result<()> {
    let owner_alone = OwnerAlone::new(true)?;
    let attributes = owner_alone.attributes();
    let name = wide(path)?;
    // SAFETY: the name ends in a NUL; the attributes live until the call
    // returns.
    if unsafe { CreateDirectoryW(name.as_ptr(), &attributes) } == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Whether the folder at `path` (not a link or a junction to one) is the
/// player's and no other account may put files into it or take them out.
pub fn own_closed_folder(path: &Path) -> bool {
    let opened = OpenOptions::new()
        .access_mode(FILE_READ_ATTRIBUTES | READ_CONTROL)
        .custom_flags(FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT)
        .open(path);
    let Ok(folder) = opened else {
        return false;
    };
    folder
        .metadata()
        .is_ok_and(|m| m.is_dir() && !m.file_type().is_symlink())
        && security::standing(folder.as_raw_handle(), security::WRITE_IN)
            .is_some_and(|standing| standing == Standing::Own(Vec::new()))
}

/// Whether a process of this id is running.
pub fn alive(pid: i32) -> bool {
    let Ok(pid) = u32::try_from(pid) else {
        return false;
    };
    // SAFETY: the handle is checked and closed; the exit code is written
    // into the u32 given.
    unsafe {
        let process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, 0, pid);
        if process.is_null() {
            // A process of another user cannot be opened, but runs.
            return io::Error::last_os_error().kind() == io::ErrorKind::PermissionDenied;
        }
        let mut code = 0;
        let asked = GetExitCodeProcess(process, &mut code);
        CloseHandle(process);
        asked != 0 && code == STILL_ACTIVE as u32
    }
}
