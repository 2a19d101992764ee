#!/usr/bin/env bash
# PGN reading at speed: `annabella announce` of the 1 MB TWIC excerpt that
# the pgn-reader crate ships for its own benchmarks (1,110 games, 101,487
# half-moves), side by side with python-chess 1.11 reading and walking the
# same file, and the ratio; then memory as the number of games grows.
#   benches/pgn.sh            fetches what is missing, builds, measures
# The file comes from crates.io (the pgn-reader 0.29.0 package), python-chess
# from PyPI, both into target/bench/; nothing is installed elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."

work=target/bench
mkdir -p "$work"
twic="$work/twic1599_1000k.pgn"
if [ ! -s "$twic" ]; then
  curl -sSfL -o "$work/pgn-reader-0.29.0.crate" \
    https://static.crates.io/crates/pgn-reader/pgn-reader-0.29.0.crate
  tar -xzf "$work/pgn-reader-0.29.0.crate" -C "$work" \
    pgn-reader-0.29.0/benches/twic1599_1000k.pgn
  mv "$work/pgn-reader-0.29.0/benches/twic1599_1000k.pgn" "$twic"
fi
if [ ! -x "$work/python/bin/python" ]; then
  python3 -m venv "$work/python"
  "$work/python/bin/pip" install --quiet chess==1.11.2
fi
cargo build --release --quiet
ANNABELLA_PYTHON="$work/python/bin/python" ./target/release/annabella bench pgn "$twic" --n 10
./target/release/annabella bench memory
