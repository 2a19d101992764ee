//! The lichess token: where it is found, and how it is kept (a file only
//! its owner can read). It is never printed.

use std::io::Write;
use std::path::{Path, PathBuf};

/// `$XDG_CONFIG_HOME/annabella/lichess-token`.
pub fn default_path() -> Option<PathBuf> {
    crate::play::config::config_path().map(|config| config.with_file_name("lichess-token"))
}

/// The token of `--token-file`, else of `LICHESS_TOKEN`, else of the
/// default file; `None` when there is none.
pub fn find(token_file: Option<&Path>) -> Option<String> {
    let read = |path: &Path| {
        std::fs::read_to_string(path)
            .ok()
            .map(|text| text.trim().to_owned())
            .filter(|token| !token.is_empty())
    };
    if let Some(path) = token_file {
        return read(path);
    }
    if let Some(token) = std::env::var("LICHESS_TOKEN")
        .ok()
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
    {
        return Some(token);
    }
    default_path().as_deref().and_then(read)
}

/// Keeps the token in `path`, readable by its owner only (mode 0600),
/// written whole or not at all.
pub fn keep(path: &Path, token: &str) -> std::io::Result<()> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    let part = path.with_extension("part");
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(&part)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    file.write_all(token.as_bytes())?;
    file.write_all(b"\n")?;
    file.sync_all()?;
    std::fs::rename(&part, path)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn the_token_file_is_for_its_owner_only() {
        let folder = std::env::temp_dir().join(format!("annabella-token-{}", std::process::id()));
        let path = folder.join("lichess-token");
        keep(&path, "lip_secret").expect("kept");
        let mode = std::fs::metadata(&path)
            .expect("there")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(find(Some(&path)).as_deref(), Some("lip_secret"));
        let _ = std::fs::remove_dir_all(&folder);
    }
}
