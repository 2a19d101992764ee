#!/usr/bin/env bash
# Renders annabella's voice packs and earcons into sounds/ with free
# text-to-speech (espeak-ng) and sox, both from Debian:
#   apt-get install espeak-ng sox
#   sounds/make-voice-packs.sh            all recordings anew
#   sounds/make-voice-packs.sh --missing  only the texts without one yet
# One recording per text the scheme says (annabella lists them), trimmed of
# silence at both ends and normalised to the same level, 16-bit mono 16 kHz.
# To use a club's own voice instead, record files of the same names into a
# folder and start annabella with --voice-pack FOLDER.
set -euo pipefail
cd "$(dirname "$0")/.."

RATE=16000
declare -A VOICE=([fide]=de [english]=en-gb)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

missing=false
[ "${1:-}" = "--missing" ] && missing=true

cargo build --quiet
for scheme in fide english; do
  out="sounds/$scheme"
  if ! $missing; then
    rm -rf "$out"
  fi
  mkdir -p "$out"
  ./target/debug/annabella voices --clip-texts "$scheme" | while IFS=$'\t' read -r name text; do
    if $missing && [ -e "$out/$name.wav" ]; then
      continue
    fi
    espeak-ng -v "${VOICE[$scheme]}" -s 165 -w "$tmp/raw.wav" "$text"
    sox "$tmp/raw.wav" -r "$RATE" -c 1 -b 16 "$out/$name.wav" \
      silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse norm -2
  done
  echo "$scheme: $(ls "$out" | wc -l) recordings"
done
if $missing; then
  exit 0
fi

# Earcons: short tones that say what happened without words.
out=sounds/earcons
rm -rf "$out"
mkdir -p "$out"
earcon() { local name=$1; shift; sox -n -r "$RATE" -c 1 -b 16 "$out/$name.wav" "$@" norm -6; }
earcon move      synth 0.05 sine 880 fade q 0.005 0.05 0.02
earcon capture   synth 0.05 sine 660 synth 0.05 sine 990 : synth 0.07 sine 660 fade q 0.005 0.07 0.03
earcon check     synth 0.12 square 1320 fade q 0.005 0.12 0.05
earcon illegal   synth 0.18 sawtooth 220 fade q 0.005 0.18 0.06
earcon low-time  synth 0.08 sine 1760 : synth 0.06 sine 0 : synth 0.08 sine 1760
earcon flag      synth 0.5 sine 440-220 fade q 0.01 0.5 0.2
earcon game-end  synth 0.15 sine 523 : synth 0.15 sine 659 : synth 0.3 sine 784 fade q 0.01 0.3 0.15
echo "earcons: $(ls "$out" | wc -l)"
