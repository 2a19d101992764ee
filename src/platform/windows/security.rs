//! Who may read or change a file on Windows: its owner and the entries of
//! its access list (its DACL), as the Security tab of Explorer's
//! properties shows them. A secret is made with a protected list that lets
//! the player's own account alone in; a file whose list lets other
//! accounts in (Everyone, Users, Authenticated Users, …) is named with
//! them, as ssh refuses a key that others can read. The system itself
//! (SYSTEM) and the machine's administrators may read every file anyway,
//! and are not counted.

use std::ffi::c_void;
use std::io;
use std::ptr::{null, null_mut};

use windows_sys::Win32::Foundation::{
    CloseHandle, ERROR_SUCCESS, GENERIC_ALL, GENERIC_READ, GENERIC_WRITE, HANDLE, LocalFree,
};
use windows_sys::Win32::Security::Authorization::{
    ConvertSidToStringSidW, ConvertStringSecurityDescriptorToSecurityDescriptorW, GetSecurityInfo,
    SDDL_REVISION_1, SE_FILE_OBJECT,
};
use windows_sys::Win32::Security::{
    ACCESS_ALLOWED_ACE, ACE_HEADER, ACL, ACL_SIZE_INFORMATION, AclSizeInformation,
    DACL_SECURITY_INFORMATION, EqualSid, GetAce, GetAclInformation, GetTokenInformation,
    INHERIT_ONLY_ACE, IsWellKnownSid, LookupAccountSidW, OWNER_SECURITY_INFORMATION,
    PSECURITY_DESCRIPTOR, PSID, SECURITY_ATTRIBUTES, SID_NAME_USE, TOKEN_QUERY, TOKEN_USER,
    TokenUser, WinBuiltinAdministratorsSid, WinCreatorOwnerRightsSid, WinLocalSystemSid,
};
use windows_sys::Win32::Storage::FileSystem::{
    FILE_ADD_FILE, FILE_ADD_SUBDIRECTORY, FILE_APPEND_DATA, FILE_DELETE_CHILD, FILE_READ_DATA,
    FILE_WRITE_DATA, WRITE_DAC, WRITE_OWNER,
};
use windows_sys::Win32::System::SystemServices::ACCESS_ALLOWED_ACE_TYPE;
use windows_sys::Win32::System::Threading::{GetCurrentProcess, OpenProcessToken};

/// The rights that read a file or change it (or its access list, which
/// would let read it).
pub const READ_OR_CHANGE: u32 = FILE_READ_DATA
    | FILE_WRITE_DATA
    | FILE_APPEND_DATA
    | GENERIC_READ
    | GENERIC_WRITE
    | GENERIC_ALL
    | WRITE_DAC
    | WRITE_OWNER;

/// The rights that put files into a folder, or take them out.
pub const WRITE_IN: u32 = FILE_ADD_FILE
    | FILE_ADD_SUBDIRECTORY
    | FILE_DELETE_CHILD
    | GENERIC_WRITE
    | GENERIC_ALL
    | WRITE_DAC
    | WRITE_OWNER;

/// The player's account: the user of this process's token, its SID in a
/// buffer of its own.
struct Account(Vec<u64>);

impl Account {
    fn current() -> io::Result<Account> {
        let mut token: HANDLE = null_mut();
        // SAFETY: the pseudo handle of this process needs no closing; the
        // token handle is written into `token`.
        if unsafe { OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &mut token) } == 0 {
            return Err(io::Error::last_os_error());
        }
        let mut needed = 0u32;
        // SAFETY: asked with no buffer, it only writes the size needed.
        unsafe { GetTokenInformation(token, TokenUser, null_mut(), 0, &mut needed) };
        // A buffer of u64s keeps TOKEN_USER aligned.
        let mut buffer = vec![0u64; (needed as usize).div_ceil(8).max(1)];
        let size = u32::try_from(buffer.len() * 8).unwrap_or(u32::MAX);
        // SAFETY: the buffer holds `size` bytes; the token is closed after.
        let got = unsafe {
            GetTokenInformation(
                token,
                TokenUser,
                buffer.as_mut_ptr().cast(),
                size,
                &mut needed,
            )
        };
        let error = io::Error::last_os_error();
        // SAFETY: the token was opened above and is not used after.
        unsafe { CloseHandle(token) };
        if got == 0 {
            return Err(error);
        }
        Ok(Account(buffer))
    }

    /// The account's SID, inside the buffer.
    fn sid(&self) -> PSID {
        // SAFETY: GetTokenInformation wrote a TOKEN_USER at the buffer's
        // start, whose SID points into the buffer.
        unsafe { (*self.0.as_ptr().cast::<TOKEN_USER>()).User.Sid }
    }
}

/// What Windows allocated for a call, freed with `LocalFree`.
struct Local(*mut c_void);

impl Drop for Local {
    fn drop(&mut self) {
        if !self.0.is_null() {
            // SAFETY: the pointer came from a call that allocates with
            // LocalAlloc and is freed once.
            unsafe { LocalFree(self.0) };
        }
    }
}

/// A text of Windows' (UTF-16, ending in a NUL) as a Rust string.
///
/// # Safety
/// `text` must point to a NUL-terminated UTF-16 string.
unsafe fn from_wide(text: *const u16) -> String {
    let mut length = 0;
    // SAFETY: as the caller promises, the string ends in a NUL.
    while unsafe { *text.add(length) } != 0 {
        length += 1;
    }
    // SAFETY: `length` units were read above.
    String::from_utf16_lossy(unsafe { std::slice::from_raw_parts(text, length) })
}

/// A SID written as Windows writes one (`S-1-5-21-…`).
fn sid_text(sid: PSID) -> io::Result<String> {
    let mut text: *mut u16 = null_mut();
    // SAFETY: the SID is valid; the text is allocated by the call.
    if unsafe { ConvertSidToStringSidW(sid, &mut text) } == 0 {
        return Err(io::Error::last_os_error());
    }
    let text = Local(text.cast());
    // SAFETY: the call wrote a NUL-terminated string.
    Ok(unsafe { from_wide(text.0.cast()) })
}

/// The name of an account as the Security tab shows it (in the system's
/// language: Everyone is "Jeder" on a German Windows); its SID where it
/// has none.
fn account_name(sid: PSID) -> String {
    let mut name = [0u16; 256];
    let mut domain = [0u16; 256];
    let (mut name_length, mut domain_length) = (256u32, 256u32);
    let mut kind: SID_NAME_USE = 0;
    // SAFETY: both buffers hold the lengths given; the SID is valid.
    let found = unsafe {
        LookupAccountSidW(
            null(),
            sid,
            name.as_mut_ptr(),
            &mut name_length,
            domain.as_mut_ptr(),
            &mut domain_length,
            &mut kind,
        )
    };
    match found {
        0 => sid_text(sid).unwrap_or_default(),
        _ => String::from_utf16_lossy(&name[..name_length as usize]),
    }
}

/// A security descriptor that lets the player's account alone in,
/// protected from what the folder would hand down; for a folder, handed
/// down to what is made in it.
pub struct OwnerAlone(Local);

impl OwnerAlone {
    pub fn new(folder: bool) -> io::Result<OwnerAlone> {
        let account = Account::current()?;
        // The account itself, not "OWNER RIGHTS" (OW): the same on Windows,
        // and Wine, which keeps a file's rights in its Unix mode, knows
        // the account and not OW.
        let handed_down = if folder { "OICI" } else { "" };
        let sddl = format!("D:P(A;{handed_down};FA;;;{})", sid_text(account.sid())?);
        let wide: Vec<u16> = sddl.encode_utf16().chain(Some(0)).collect();
        let mut descriptor: PSECURITY_DESCRIPTOR = null_mut();
        // SAFETY: the text ends in a NUL; the descriptor is allocated by
        // the call and freed by `Local`.
        let made = unsafe {
            ConvertStringSecurityDescriptorToSecurityDescriptorW(
                wide.as_ptr(),
                SDDL_REVISION_1,
                &mut descriptor,
                null_mut(),
            )
        };
        if made == 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(OwnerAlone(Local(descriptor)))
    }

    /// The attributes to make a file or folder with; valid while `self` is.
    pub fn attributes(&self) -> SECURITY_ATTRIBUTES {
        SECURITY_ATTRIBUTES {
            nLength: u32::try_from(std::mem::size_of::<SECURITY_ATTRIBUTES>()).unwrap_or(0),
            lpSecurityDescriptor: self.0.0,
            bInheritHandle: 0,
        }
    }
}

/// Whose an open file or folder is, and who else may use it.
#[derive(Debug, PartialEq, Eq)]
pub enum Standing {
    /// The player's (or the system's, or the administrators'): the other
    /// accounts its access list lets in with the rights asked about.
    Own(Vec<String>),
    /// Another account's.
    NotOwn,
}

/// Whether `sid` is of the system or the machine's administrators.
fn system_or_administrators(sid: PSID) -> bool {
    // SAFETY: the SID is valid.
    unsafe {
        IsWellKnownSid(sid, WinLocalSystemSid) != 0
            || IsWellKnownSid(sid, WinBuiltinAdministratorsSid) != 0
    }
}

/// Whose the open file or folder `handle` is, and which other accounts its
/// access list lets in with any of `rights`. `None` when its security
/// cannot be read (the handle may not read it).
pub fn standing(handle: HANDLE, rights: u32) -> Option<Standing> {
    let account = Account::current().ok()?;
    let me = account.sid();
    let mut owner: PSID = null_mut();
    let mut dacl: *mut ACL = null_mut();
    let mut descriptor: PSECURITY_DESCRIPTOR = null_mut();
    // SAFETY: the pointers are written by the call; owner and list point
    // into the descriptor, freed by `Local` after their last use.
    let asked = unsafe {
        GetSecurityInfo(
            handle,
            SE_FILE_OBJECT,
            OWNER_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION,
            &mut owner,
            null_mut(),
            &mut dacl,
            null_mut(),
            &mut descriptor,
        )
    };
    let _descriptor = Local(descriptor);
    if asked != ERROR_SUCCESS || owner.is_null() {
        return None;
    }
    // SAFETY: both SIDs are valid.
    let mine = unsafe { EqualSid(owner, me) } != 0;
    if !mine && !system_or_administrators(owner) {
        return Some(Standing::NotOwn);
    }
    // No list at all lets everyone in.
    if dacl.is_null() {
        return Some(Standing::Own(vec![everyone()]));
    }
    let mut size = ACL_SIZE_INFORMATION {
        AceCount: 0,
        AclBytesInUse: 0,
        AclBytesFree: 0,
    };
    // SAFETY: the list is valid; the size information is written into
    // `size`, of the size given.
    let sized = unsafe {
        GetAclInformation(
            dacl,
            (&raw mut size).cast(),
            u32::try_from(std::mem::size_of::<ACL_SIZE_INFORMATION>()).unwrap_or(0),
            AclSizeInformation,
        )
    };
    if sized == 0 {
        return None;
    }
    let mut others = Vec::new();
    for index in 0..size.AceCount {
        let mut entry: *mut c_void = null_mut();
        // SAFETY: the index is below the count of entries.
        if unsafe { GetAce(dacl, index, &mut entry) } == 0 {
            continue;
        }
        // SAFETY: every entry starts with its header.
        let header = unsafe { &*entry.cast::<ACE_HEADER>() };
        // Only entries that let in, and that hold for this file itself
        // (not only for what a folder hands down).
        if u32::from(header.AceType) != ACCESS_ALLOWED_ACE_TYPE
            || u32::from(header.AceFlags) & INHERIT_ONLY_ACE != 0
        {
            continue;
        }
        // SAFETY: an entry that lets in is an ACCESS_ALLOWED_ACE, whose SID
        // starts at `SidStart`.
        let allowed = unsafe { &*entry.cast::<ACCESS_ALLOWED_ACE>() };
        let sid: PSID = (&raw const allowed.SidStart).cast_mut().cast();
        if allowed.Mask & rights == 0 {
            continue;
        }
        // SAFETY: both SIDs are valid.
        let is_me = unsafe { EqualSid(sid, me) } != 0;
        // SAFETY: the SID is valid.
        let owner_rights = unsafe { IsWellKnownSid(sid, WinCreatorOwnerRightsSid) } != 0;
        if is_me || system_or_administrators(sid) || (owner_rights && mine) {
            continue;
        }
        let name = account_name(sid);
        if !others.contains(&name) {
            others.push(name);
        }
    }
    Some(Standing::Own(others))
}

/// The name of Everyone (S-1-1-0) in the system's language.
fn everyone() -> String {
    // S-1-1-0: revision 1, one sub-authority, the world authority 1, 0.
    let mut sid: [u8; 12] = [1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0];
    account_name(sid.as_mut_ptr().cast())
}
