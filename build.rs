//! Embeds the voice packs and earcons of `sounds/` in the binary, so the
//! default voice needs nothing installed.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=sounds");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("sounds");
    // The names are one string, apart from the recordings: finding a
    // recording reads the names alone, and never brings into memory the
    // pages of the recordings beside them.
    let mut names = String::new();
    let mut recordings = String::from(
        "/// Every embedded recording, in the order of [`NAMES`].\npub static RECORDINGS: &[&[u8]] = &[\n",
    );
    let mut packs: Vec<_> = std::fs::read_dir(&root)
        .map(|dir| {
            dir.filter_map(Result::ok)
                .filter(|e| e.path().is_dir())
                .collect()
        })
        .unwrap_or_default();
    packs.sort_by_key(|e| e.file_name());
    for pack in packs {
        let pack_name = pack.file_name().to_string_lossy().into_owned();
        let mut files: Vec<_> = std::fs::read_dir(pack.path())
            .map(|dir| dir.filter_map(Result::ok).collect())
            .unwrap_or_default();
        files.sort_by_key(|e| e.file_name());
        for file in files {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "wav") {
                let name = path
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let _ = writeln!(names, "{pack_name}/{name}");
                let _ = writeln!(
                    recordings,
                    "    include_bytes!({:?}),",
                    path.display().to_string()
                );
            }
        }
    }
    recordings.push_str("];\n");
    let table = format!(
        "/// Every embedded recording's pack and name, `pack/name`, one a line.\npub static NAMES: &str = {names:?};\n{recordings}"
    );
    let out =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("voice_packs.rs");
    std::fs::write(out, table).expect("OUT_DIR is writable");
}
