//! The ICCF login: the user name and the password, kept as the lichess
//! token is (a file only its owner can read, written whole), found in
//! `--login-file`, else `ANNABELLA_ICCF_USER` and
//! `ANNABELLA_ICCF_PASSWORD`, else `$XDG_CONFIG_HOME/annabella/iccf-login`.

use std::path::{Path, PathBuf};

use super::xfcc::Login;
use crate::notation::IccfText;
use crate::online::token::{Exposed, keep, read_own};

/// `$XDG_CONFIG_HOME/annabella/iccf-login`.
pub fn default_path() -> Option<PathBuf> {
    crate::play::config::config_path().map(|config| config.with_file_name("iccf-login"))
}

/// A login as the file keeps it: the name on the first line, the
/// password on the second.
fn parsed(text: &str) -> Option<Login> {
    let mut lines = text.lines();
    let user = lines.next()?.trim().to_owned();
    let password = lines.next()?.trim_end_matches('\r').to_owned();
    (!user.is_empty() && !password.is_empty()).then_some(Login { user, password })
}

fn read(path: &Path) -> Result<Option<Login>, IccfText> {
    match read_own(path, 4096) {
        Ok(text) => Ok(text.as_deref().and_then(parsed)),
        Err(Exposed::Unusable(problem)) => Err(IccfText::LoginFileUnusable {
            path: path.to_owned(),
            problem,
        }),
        Err(Exposed::NotOwn) => Err(IccfText::LoginFileNotOwn(path.to_owned())),
        Err(Exposed::Open(mode)) => Err(IccfText::LoginFileOpen {
            path: path.to_owned(),
            mode,
        }),
        Err(Exposed::Shared(who)) => Err(IccfText::LoginFileShared {
            path: path.to_owned(),
            who,
        }),
    }
}

/// The login to use; `None` when there is none.
pub fn find(file: Option<&Path>) -> Result<Option<Login>, IccfText> {
    if let Some(path) = file {
        return read(path);
    }
    if let (Ok(user), Ok(password)) = (
        std::env::var("ANNABELLA_ICCF_USER"),
        std::env::var("ANNABELLA_ICCF_PASSWORD"),
    ) && !user.trim().is_empty()
        && !password.is_empty()
    {
        return Ok(Some(Login {
            user: user.trim().to_owned(),
            password,
        }));
    }
    match default_path() {
        Some(path) => read(&path),
        None => Ok(None),
    }
}

/// Keeps a login in `path`, mode 0600.
pub fn save(path: &Path, login: &Login) -> Result<(), crate::notation::FileProblem> {
    keep(path, &format!("{}\n{}", login.user, login.password))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn a_login_is_kept_for_its_owner_only_and_read_back() {
        let folder = std::env::temp_dir().join(format!("annabella-iccf-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let path = folder.join("iccf-login");
        let login = Login {
            user: "anna".into(),
            password: "s3cret pass".into(),
        };
        save(&path, &login).expect("kept");
        let mode = std::fs::metadata(&path)
            .expect("there")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(find(Some(&path)), Ok(Some(login)));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).expect("mode");
        assert_eq!(
            find(Some(&path)),
            Err(IccfText::LoginFileOpen {
                path: path.clone(),
                mode: 0o644
            })
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}
