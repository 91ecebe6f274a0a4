#!/bin/sh
# Makes intro.webm, the certification intro video (economy §2: watched to the end), once:
# four slides of Swedish text over a quiet synthetic tone, 640x360, VP9 + Opus. Captions are
# intro.sv.vtt beside it (the same words). The files are committed; CI needs no ffmpeg.
# Run from the repository root: sh components/certification/media/make-intro-video.sh
set -eu
dir=components/certification/media
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
slide() { # seconds, start, text
  echo "drawtext=fontfile=$font:fontsize=30:fontcolor=white:line_spacing=10:x=(w-text_w)/2:y=(h-text_h)/2:text='$3':enable='between(t,$2,$2+$1-0.01)'"
}
filters="$(slide 3 0 'Skogscertifiering')"
filters="$filters,$(slide 3 3 'Visa att du brukar skogen ansvarsfullt')"
filters="$filters,$(slide 3 6 'Välj FSC, PEFC eller båda')"
filters="$filters,$(slide 3 9 'Svara på frågorna och signera')"
ffmpeg -y -loglevel error \
  -f lavfi -i "color=c=0x1f4d2b:s=640x360:r=12:d=12" \
  -f lavfi -i "sine=frequency=220:sample_rate=48000:duration=12" \
  -filter_complex "[0:v]$filters[v];[1:a]volume=0.08[a]" \
  -map "[v]" -map "[a]" \
  -c:v libvpx-vp9 -b:v 60k -deadline good -row-mt 1 \
  -c:a libopus -b:a 24k \
  "$dir/intro.webm"
ls -l "$dir/intro.webm"
