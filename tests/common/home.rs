//! A home of a test's own: its data, config and temporary folders under
//! one root, removed when the test ends, and annabella run in it with no
//! locale, so that it speaks its default language.

use std::path::PathBuf;
use std::process::{Command, Output};

pub struct Home {
    pub root: PathBuf,
}

impl Home {
    /// A fresh home; `suite` and `name` keep tests apart.
    pub fn new(suite: &str, name: &str) -> Home {
        let root =
            std::env::temp_dir().join(format!("annabella-{suite}-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("tmp")).expect("temp folder");
        Home { root }
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.root.join(name)
    }

    /// Where annabella keeps its games (not made here).
    pub fn games(&self) -> PathBuf {
        self.root.join("data/annabella/games")
    }

    /// The folders annabella is given, as environment variables.
    pub fn env(&self) -> Vec<(&'static str, PathBuf)> {
        vec![
            ("XDG_CONFIG_HOME", self.root.join("config")),
            ("XDG_DATA_HOME", self.root.join("data")),
            ("TMPDIR", self.root.join("tmp")),
            ("HOME", self.root.clone()),
        ]
    }

    /// annabella with this home's folders.
    pub fn annabella(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
        super::without_locale(&mut command)
            .args(args)
            .envs(self.env())
            .env("USER", "tester");
        command
    }

    pub fn typed(&self, args: &[&str], input: &str) -> Output {
        super::run_typed(self.annabella(args), input)
    }

    /// Writes the config file.
    pub fn config(&self, text: &str) {
        let folder = self.root.join("config/annabella");
        std::fs::create_dir_all(&folder).expect("config folder");
        std::fs::write(folder.join("config.toml"), text).expect("config written");
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}
