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

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::windows::ffi::OsStrExt;
    use std::path::{Path, PathBuf};

    use windows_sys::Win32::Security::Authorization::{
        ConvertSecurityDescriptorToStringSecurityDescriptorW, GetNamedSecurityInfoW,
        SetNamedSecurityInfoW,
    };
    use windows_sys::Win32::Security::{
        GetSecurityDescriptorDacl, UNPROTECTED_DACL_SECURITY_INFORMATION,
    };

    use crate::correspondence::login;
    use crate::correspondence::xfcc::Login;
    use crate::notation::message::Message;
    use crate::notation::scheme::ENGLISH;
    use crate::notation::{Form, IccfText, OnlineText};
    use crate::online::token;

    fn wide(path: &Path) -> Vec<u16> {
        path.as_os_str().encode_wide().chain(Some(0)).collect()
    }

    /// A folder of the test's own, made anew.
    fn folder(name: &str) -> PathBuf {
        let folder =
            std::env::temp_dir().join(format!("annabella-secret-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("folder");
        folder
    }

    /// The access list of the file at `path` in Microsoft's security
    /// descriptor language (SDDL), as `icacls /save` and PowerShell's
    /// `Get-Acl … | % Sddl` write it: `D:P(A;;FA;;;S-1-5-21-…)`.
    fn access_list(path: &Path) -> String {
        let name = wide(path);
        let mut descriptor: PSECURITY_DESCRIPTOR = null_mut();
        // SAFETY: the name ends in a NUL; the descriptor is allocated by
        // the call and freed by `Local`.
        let asked = unsafe {
            GetNamedSecurityInfoW(
                name.as_ptr(),
                SE_FILE_OBJECT,
                DACL_SECURITY_INFORMATION,
                null_mut(),
                null_mut(),
                null_mut(),
                null_mut(),
                &mut descriptor,
            )
        };
        assert_eq!(
            asked,
            ERROR_SUCCESS,
            "the access list of {}",
            path.display()
        );
        let descriptor = Local(descriptor);
        let mut text: *mut u16 = null_mut();
        // SAFETY: the descriptor is valid; the text is allocated by the call.
        let written = unsafe {
            ConvertSecurityDescriptorToStringSecurityDescriptorW(
                descriptor.0,
                SDDL_REVISION_1,
                DACL_SECURITY_INFORMATION,
                &mut text,
                null_mut(),
            )
        };
        assert_ne!(written, 0, "{}", io::Error::last_os_error());
        let text = Local(text.cast());
        // SAFETY: the call wrote a NUL-terminated string.
        unsafe { from_wide(text.0.cast()) }
    }

    /// Gives the file at `path` the access list `sddl` (entries written in
    /// SDDL, as `icacls /grant` adds them), unprotected as an ordinary
    /// file's is.
    fn set_access_list(path: &Path, sddl: &str) {
        let text: Vec<u16> = sddl.encode_utf16().chain(Some(0)).collect();
        let mut descriptor: PSECURITY_DESCRIPTOR = null_mut();
        // SAFETY: the text ends in a NUL; the descriptor is freed by `Local`.
        let made = unsafe {
            ConvertStringSecurityDescriptorToSecurityDescriptorW(
                text.as_ptr(),
                SDDL_REVISION_1,
                &mut descriptor,
                null_mut(),
            )
        };
        assert_ne!(made, 0, "{sddl}: {}", io::Error::last_os_error());
        let descriptor = Local(descriptor);
        let (mut present, mut defaulted) = (0, 0);
        let mut dacl: *mut ACL = null_mut();
        // SAFETY: the descriptor is valid; the list points into it.
        let found = unsafe {
            GetSecurityDescriptorDacl(descriptor.0, &mut present, &mut dacl, &mut defaulted)
        };
        assert!(found != 0 && present != 0, "{sddl}");
        let name = wide(path);
        // SAFETY: the name ends in a NUL; the list lives in `descriptor`.
        let set = unsafe {
            SetNamedSecurityInfoW(
                name.as_ptr(),
                SE_FILE_OBJECT,
                DACL_SECURITY_INFORMATION | UNPROTECTED_DACL_SECURITY_INFORMATION,
                null_mut(),
                null_mut(),
                dacl,
                null(),
            )
        };
        assert_eq!(set, ERROR_SUCCESS, "{sddl} on {}", path.display());
    }

    /// The player's account in SDDL: the SID of the user Windows names in
    /// `USERNAME`.
    fn player() -> String {
        let account = Account::current().expect("the player's account");
        let sid = account.sid();
        assert_eq!(
            Some(account_name(sid)),
            std::env::var("USERNAME").ok(),
            "the account running the tests"
        );
        sid_text(sid).expect("a SID")
    }

    /// The accounts an access list lets in, in SDDL (`WD` Everyone, `BU`
    /// Users, `SY` the system, or a SID), each with the rights it gives.
    fn entries(sddl: &str) -> Vec<(String, String)> {
        sddl.split('(')
            .skip(1)
            .map(|entry| {
                let fields: Vec<&str> = entry.trim_end_matches(')').split(';').collect();
                assert_eq!(fields.len(), 6, "{sddl}");
                assert_eq!(fields[0], "A", "only entries that let in: {sddl}");
                (fields[5].to_owned(), fields[2].to_owned())
            })
            .collect()
    }

    /// What annabella keeps as a secret lets the player's account in and
    /// no other but the system's, which reads every file anyway: on
    /// Windows a protected list with the one entry `(A;;FA;;;player)`.
    /// Wine keeps a file's rights as its Unix mode and reads the list back
    /// unprotected, with the system's entry.
    fn assert_for_the_player_alone(path: &Path) {
        let list = access_list(path);
        let me = player();
        let accounts = entries(&list);
        assert!(
            accounts.iter().any(|(who, _)| *who == me),
            "the player is let in: {list}"
        );
        assert!(
            accounts.iter().all(|(who, _)| *who == me || who == "SY"),
            "no other account is let in: {list}"
        );
    }

    #[test]
    fn the_lichess_token_is_readable_by_the_player_alone() {
        let folder = folder("token");
        // A file written as any program writes one gets what its folder
        // hands down, which here lets others read it.
        let plain = folder.join("notes.txt");
        std::fs::write(&plain, "notes").expect("written");
        assert!(
            entries(&access_list(&plain))
                .iter()
                .any(|(who, _)| who == "WD" || who == "BU" || who == "AU"),
            "{}",
            access_list(&plain)
        );
        let path = folder.join("lichess-token");
        token::keep(&path, "lip_secret").expect("kept");
        assert_for_the_player_alone(&path);
        assert_eq!(token::find(Some(&path)), Ok(Some("lip_secret".to_owned())));
        // Kept anew over one others could read, it is the player's alone
        // again.
        set_access_list(&path, &format!("D:(A;;FA;;;{})(A;;FR;;;WD)", player()));
        token::keep(&path, "lip_other").expect("kept");
        assert_for_the_player_alone(&path);
        let _ = std::fs::remove_dir_all(&folder);
    }

    /// A token file that Everyone or the machine's Users may read (as
    /// `icacls lichess-token /grant Everyone:R` makes it) is not used; the
    /// one line names them, in Windows' names for them.
    #[test]
    fn a_token_file_others_may_read_is_refused_naming_them() {
        let folder = folder("token-shared");
        let path = folder.join("lichess-token");
        token::keep(&path, "lip_secret").expect("kept");
        let me = player();
        // Wine keeps a file's rights as its Unix mode, where the machine's
        // users are "others", read back as Everyone; Windows names them.
        for (others, names) in [
            ("(A;;FR;;;WD)", &["Everyone"][..]),
            ("(A;;FR;;;BU)", &["Users", "Everyone"][..]),
            ("(A;;FA;;;AU)", &["Authenticated Users", "Everyone"][..]),
        ] {
            set_access_list(&path, &format!("D:(A;;FA;;;{me}){others}"));
            let refused = token::find(Some(&path));
            let who = match &refused {
                Err(OnlineText::TokenFileShared { path: named, who }) if *named == path => {
                    who.clone()
                }
                other => panic!("{others}: {other:?}"),
            };
            assert!(names.contains(&who.as_str()), "{others}: {who}");
            let said = ENGLISH.message(
                &Message::Online(refused.expect_err("refused")),
                Form::Print,
                false,
            );
            assert!(said.contains(&who), "{said}");
            assert!(said.contains("readable by you alone"), "{said}");
        }
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn the_iccf_login_is_readable_by_the_player_alone() {
        let folder = folder("login");
        let path = folder.join("iccf-login");
        let login = Login {
            user: "anna".into(),
            password: "s3cret pass".into(),
        };
        login::save(&path, &login).expect("kept");
        assert_for_the_player_alone(&path);
        assert_eq!(login::find(Some(&path)), Ok(Some(login)));
        set_access_list(&path, &format!("D:(A;;FA;;;{})(A;;FR;;;WD)", player()));
        assert_eq!(
            login::find(Some(&path)),
            Err(IccfText::LoginFileShared {
                path: path.clone(),
                who: "Everyone".to_owned()
            })
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}
