#!/bin/sh
# The demo device gateway's video clips (docs/devices.md): one short H.264 clip per camera channel,
# a test pattern naming the channel and a running clock, 320x180, 8 s, faststart (the moov atom
# first, so a browser plays while it loads and range requests can seek), each under 150 KB.
# Run by hand (needs Debian's ffmpeg: apt-get install -y ffmpeg); the output is committed, so the
# product never needs ffmpeg at run time.
set -eu
cd "$(dirname "$0")/.."
out=server/demo/clips
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
clip() {
  channel=$1 label=$2 source=$3
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$source=size=320x180:rate=15:duration=8" \
    -vf "drawtext=fontfile=$font:text='CH0$channel $label':x=10:y=10:fontsize=18:fontcolor=white:box=1:boxcolor=black@0.6,drawtext=fontfile=$font:text='%{pts\\:hms}':x=10:y=h-30:fontsize=16:fontcolor=white:box=1:boxcolor=black@0.6" \
    -c:v libx264 -preset veryslow -profile:v baseline -pix_fmt yuv420p -crf 32 -g 30 \
    -movflags +faststart -an "$out/ch0$channel.mp4"
  size=$(wc -c < "$out/ch0$channel.mp4")
  echo "$out/ch0$channel.mp4: $size bytes"
  [ "$size" -le 153600 ] || { echo "too large (> 150 KB)" >&2; exit 1; }
}
clip 1 'ADAS depan' testsrc
clip 3 'DMS kabin' testsrc2
