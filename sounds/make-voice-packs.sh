#!/usr/bin/env bash
# Renders annabella's voice packs and earcons into sounds/ with free
# text-to-speech (espeak-ng) and sox, both from Debian:
#   apt-get install espeak-ng sox
#   sounds/make-voice-packs.sh               every language and the earcons
#   sounds/make-voice-packs.sh tr            one language (de en tr fa is)
#   sounds/make-voice-packs.sh --missing     only the texts without one yet
#   sounds/make-voice-packs.sh --missing fa  the same, for one language
# One folder a language (fide: German, english: English, tr, fa, is) holds
# one recording per text of the language's `local` and `fide` schemes, as
# `annabella voices --language L --clip-texts SCHEME` lists them
# (name, text, folder, voice). Under `fide` in Turkish, Persian and
# Icelandic the German move words ("Felix", "Springer") are the German
# pack's recordings in sounds/fide, never recorded twice: render `de`
# first. A recording no scheme says any more is removed. Each is trimmed
# of silence at both ends and normalised to the same level, 16-bit mono
# 16 kHz. To use a club's own voice instead, record files of the same
# names into a folder and start annabella with --voice-pack FOLDER.
set -euo pipefail
cd "$(dirname "$0")/.."

RATE=16000
# The espeak-ng voice of each language.
declare -A ESPEAK=([de]=de [en]=en-gb [tr]=tr [fa]=fa [is]=is)
# The folder of each language under sounds/.
declare -A FOLDER=([de]=fide [en]=english [tr]=tr [fa]=fa [is]=is)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

missing=false
languages=()
for arg in "$@"; do
  case "$arg" in
    --missing) missing=true ;;
    de | en | tr | fa | is) languages+=("$arg") ;;
    *)
      echo "usage: $0 [--missing] [de|en|tr|fa|is ...]" >&2
      exit 2
      ;;
  esac
done
all=false
if [ ${#languages[@]} -eq 0 ]; then
  all=true
  languages=(de en tr fa is)
fi

cargo build --quiet
annabella=./target/debug/annabella

for language in "${languages[@]}"; do
  started=$SECONDS
  out="sounds/${FOLDER[$language]}"
  # Every recording of the language's two schemes, once for each name.
  for scheme in local fide; do
    "$annabella" voices --language "$language" --clip-texts "$scheme"
  done | awk -F'\t' '!seen[$1]++' >"$tmp/list"
  if ! $missing; then
    rm -rf "$out"
  fi
  mkdir -p "$out"
  made=0
  while IFS=$'\t' read -r name text folder voice; do
    if [ "$folder" != "${FOLDER[$language]}" ]; then
      # Another pack's recording (the German FIDE words).
      if [ ! -e "sounds/$folder/$name.wav" ]; then
        echo "$language: sounds/$folder/$name.wav ($text) is missing; render ${voice} first" >&2
      fi
      continue
    fi
    if $missing && [ -e "$out/$name.wav" ]; then
      continue
    fi
    printf '%s' "$text" | espeak-ng -v "${ESPEAK[$voice]}" -s 165 -w "$tmp/raw.wav" --stdin
    # -D: no dither, so that the same text is always the same bytes.
    sox -D "$tmp/raw.wav" -r "$RATE" -c 1 -b 16 "$out/$name.wav" \
      silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse norm -2
    made=$((made + 1))
  done <"$tmp/list"
  # A recording no scheme says any more is not kept.
  awk -F'\t' -v folder="${FOLDER[$language]}" '$3 == folder { print $1 ".wav" }' "$tmp/list" | sort >"$tmp/names"
  for file in "$out"/*.wav; do
    [ -e "$file" ] || continue
    if ! grep -qxF "$(basename "$file")" "$tmp/names"; then
      rm -f "$file"
    fi
  done
  echo "$language: $(ls "$out" | wc -l) recordings in $out, $made made, $((SECONDS - started)) s"
done
if $missing || ! $all; then
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
