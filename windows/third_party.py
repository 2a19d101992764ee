"""The licences of the crates annabella.exe is built from, for the zip of
the Windows program: each crate's name, version and licence, then the text
of every licence file its source comes with.

Usage: python3 windows/third_party.py TARGET  (prints the text)
"""

import json
import pathlib
import subprocess
import sys


def main(target: str) -> None:
    metadata = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked", "--filter-platform", target],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    packages = {p["id"]: p for p in metadata["packages"]}
    nodes = {n["id"]: n for n in metadata["resolve"]["nodes"]}
    root = metadata["resolve"]["root"]
    # What the program links: normal dependencies (and what they build
    # with), never the tests' own.
    seen, todo = set(), [root]
    while todo:
        node = nodes[todo.pop()]
        for dep in node["deps"]:
            kinds = {k["kind"] for k in dep["dep_kinds"]}
            if kinds & {None, "build"} and dep["pkg"] not in seen:
                seen.add(dep["pkg"])
                todo.append(dep["pkg"])
    crates = sorted((packages[i] for i in seen), key=lambda p: (p["name"], p["version"]))
    print("annabella.exe is built from these Rust crates, under these licences.")
    print()
    for crate in crates:
        print(f"{crate['name']} {crate['version']}: {crate.get('license') or 'see its files'}")
    for crate in crates:
        folder = pathlib.Path(crate["manifest_path"]).parent
        files = sorted(
            f for f in folder.iterdir()
            if f.is_file() and f.name.upper().startswith(("LICENSE", "LICENCE", "COPYING", "NOTICE"))
        )
        for file in files:
            print()
            print(f"---- {crate['name']} {crate['version']}: {file.name} ----")
            print()
            print(file.read_text(encoding="utf-8", errors="replace").rstrip())


if __name__ == "__main__":
    main(sys.argv[1])
