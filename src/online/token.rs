//! The lichess token: where it is found, and how it is kept (a file only
//! its owner can read). It is never printed.
//!
//! A token file is treated as ssh treats a private key: one that others may
//! read, or that belongs to someone else, is not used, and the player is
//! told what to do.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::notation::{FileProblem, OnlineText};
use crate::platform::Exposure;
use crate::scoresheet::files::{keep_private, open_plain};

/// The longest token file read; a lichess token is some 30 characters.
const LONGEST: u64 = 4096;

/// `$XDG_CONFIG_HOME/annabella/lichess-token`.
pub fn default_path() -> Option<PathBuf> {
    crate::play::config::config_path().map(|config| config.with_file_name("lichess-token"))
}

/// Whether `token` can be a token: printable ASCII without spaces, as an
/// HTTP header value carries it (lichess's are `lip_` and letters and
/// digits). A control character pasted with it is named, not sent.
pub fn well_formed(token: &str) -> bool {
    !token.is_empty() && token.bytes().all(|b| b.is_ascii_graphic())
}

fn checked(token: &str) -> Result<Option<String>, OnlineText> {
    let token = token.trim();
    if token.is_empty() {
        Ok(None)
    } else if well_formed(token) {
        Ok(Some(token.to_owned()))
    } else {
        Err(OnlineText::TokenMalformed)
    }
}

/// The token of `--token-file`, else of `LICHESS_TOKEN`, else of the
/// default file; `None` when there is none; what is wrong with a token
/// file that must not be used.
pub fn find(token_file: Option<&Path>) -> Result<Option<String>, OnlineText> {
    if let Some(path) = token_file {
        return read(path);
    }
    if let Ok(token) = std::env::var("LICHESS_TOKEN")
        && let Some(token) = checked(&token)?
    {
        return Ok(Some(token));
    }
    match default_path() {
        Some(path) => read(&path),
        None => Ok(None),
    }
}

/// The token in the file at `path`; `None` when there is none. What is
/// not a plain file (a pipe, a device, a folder) is refused at once, never
/// waited on; so is a file that others may read or that is someone
/// else's.
fn read(path: &Path) -> Result<Option<String>, OnlineText> {
    match read_own(path, LONGEST) {
        Ok(Some(text)) => checked(&text),
        Ok(None) => Ok(None),
        Err(Exposed::Unusable(problem)) => Err(OnlineText::TokenFileUnusable {
            path: path.to_owned(),
            problem,
        }),
        Err(Exposed::NotOwn) => Err(OnlineText::TokenFileNotOwn(path.to_owned())),
        Err(Exposed::Open(mode)) => Err(OnlineText::TokenFileOpen {
            path: path.to_owned(),
            mode,
        }),
        Err(Exposed::Shared(who)) => Err(OnlineText::TokenFileShared {
            path: path.to_owned(),
            who,
        }),
    }
}

/// Why a file of secrets is not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exposed {
    /// It is not a plain file (a pipe, a device, a folder) or cannot be
    /// opened: refused at once, never waited on.
    Unusable(FileProblem),
    /// It belongs to someone else.
    NotOwn,
    /// Others may read or write it: its mode.
    Open(u32),
    /// These accounts besides its owner may read or change it (Windows).
    Shared(String),
}

/// The text of a file of secrets (a token, a password), at most
/// `longest` bytes; `None` when there is none. What is not a plain file is
/// refused at once, never waited on; so is a plain file that others may
/// read or that is someone else's, as ssh refuses such a private key.
pub fn read_own(path: &Path, longest: u64) -> Result<Option<String>, Exposed> {
    let file = match open_plain(path) {
        Ok(file) => file,
        Err(FileProblem::NotFound) => return Ok(None),
        Err(problem) => return Err(Exposed::Unusable(problem)),
    };
    match crate::platform::secret_exposed(&file) {
        Some(Exposure::NotOwn) => return Err(Exposed::NotOwn),
        Some(Exposure::Open(mode)) => return Err(Exposed::Open(mode)),
        Some(Exposure::Shared(who)) => {
            return Err(Exposed::Shared(crate::notation::outside::line(&who)));
        }
        None => {}
    }
    let mut bytes = Vec::new();
    if file.take(longest).read_to_end(&mut bytes).is_err() {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// Keeps the token (or any secret) in `path`, readable by its owner only
/// (mode 0600), written whole or not at all into a new file of its own
/// (see [`keep_private`]): a link at the name is refused, never written
/// through, and no other file is touched.
pub fn keep(path: &Path, token: &str) -> Result<(), FileProblem> {
    keep_private(path, format!("{token}\n").as_bytes())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn folder(name: &str) -> PathBuf {
        let folder =
            std::env::temp_dir().join(format!("annabella-token-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("folder");
        folder
    }

    #[test]
    fn the_token_file_is_for_its_owner_only() {
        let folder = folder("owner");
        let path = folder.join("lichess-token");
        keep(&path, "lip_secret").expect("kept");
        let mode = std::fs::metadata(&path)
            .expect("there")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(find(Some(&path)), Ok(Some("lip_secret".to_owned())));
        let _ = std::fs::remove_dir_all(&folder);
    }

    /// As ssh refuses a private key "accessible by others" (mode & 077).
    #[test]
    fn a_token_file_others_may_read_is_refused() {
        let folder = folder("open");
        let path = folder.join("lichess-token");
        std::fs::write(&path, "lip_secret\n").expect("written");
        for mode in [0o644, 0o666, 0o640, 0o604] {
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).expect("mode");
            assert_eq!(
                find(Some(&path)),
                Err(OnlineText::TokenFileOpen {
                    path: path.clone(),
                    mode
                })
            );
        }
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o400)).expect("mode");
        assert_eq!(find(Some(&path)), Ok(Some("lip_secret".to_owned())));
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn a_token_with_a_control_character_is_named() {
        let folder = folder("control");
        let path = folder.join("lichess-token");
        std::fs::write(&path, "lip_se\u{1}cret\n").expect("written");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).expect("mode");
        assert_eq!(find(Some(&path)), Err(OnlineText::TokenMalformed));
        assert!(!well_formed("lip_a b"));
        assert!(!well_formed("lip_\u{1b}[6n"));
        assert!(well_formed("lip_AbC123"));
        let _ = std::fs::remove_dir_all(&folder);
    }

    /// A pipe (or a device) given as the token file is refused in one
    /// line, never waited on; a missing file is no token.
    #[test]
    fn a_token_file_that_is_no_plain_file_is_refused_at_once() {
        let folder = folder("pipe");
        let pipe = folder.join("lichess-token");
        let name = std::ffi::CString::new(pipe.to_str().expect("path")).expect("no NUL");
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        assert_eq!(
            find(Some(&pipe)),
            Err(OnlineText::TokenFileUnusable {
                path: pipe.clone(),
                problem: FileProblem::NotAFile
            })
        );
        let zero = Path::new("/dev/zero");
        assert_eq!(
            find(Some(zero)),
            Err(OnlineText::TokenFileUnusable {
                path: zero.to_owned(),
                problem: FileProblem::NotAFile
            })
        );
        assert_eq!(find(Some(&folder.join("none"))), Ok(None));
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn a_link_left_as_the_part_file_is_not_written_through() {
        let folder = folder("link");
        let target = folder.join("elsewhere");
        std::fs::write(&target, "untouched").expect("written");
        std::os::unix::fs::symlink(&target, folder.join("lichess-token.part")).expect("link");
        let path = folder.join("lichess-token");
        keep(&path, "lip_secret").expect("kept");
        assert_eq!(
            std::fs::read_to_string(&target).expect("there"),
            "untouched"
        );
        assert_eq!(find(Some(&path)), Ok(Some("lip_secret".to_owned())));
        assert!(
            !std::fs::symlink_metadata(&path)
                .expect("there")
                .file_type()
                .is_symlink()
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}
