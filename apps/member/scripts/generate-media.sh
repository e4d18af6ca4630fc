#!/usr/bin/env bash
# Regenerates the landing-page background video and its poster:
#   apps/member/public/media/landing.mp4         1280x720, H.264, no audio, seamless loop
#   apps/member/public/media/landing-poster.jpg  first frame of the video
#
# The outputs are committed, so building the app needs no ffmpeg; run this only to change them.
# Requires nothing but bash, awk and ffmpeg (Debian's build, which decodes SVG through librsvg).
#
# How it is made: awk writes SVG layers (dusk sky, a sun glow, three ranges of Taishan peaks with
# a small temple on the summit, four long bands of mist); ffmpeg rasterises them, stacks them,
# slides the mist bands sideways at different speeds (parallax) and breathes the sun glow with
# the loop period. The clip is rendered LOOP+FADE seconds long and its last FADE seconds are
# crossfaded over its first ones, so the last frame flows into the first without a jump.
#
# Usage: apps/member/scripts/generate-media.sh [output-dir]
#   KEEP_WORK=1   keep the temporary directory with the SVG/PNG layers (for tinkering)
#   STILL=1       only render a still at t=0 and t=LOOP/2 into the work directory
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/../public/media}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }

W=1280
H=720
FPS=24
LOOP=14   # seconds in the final loop
FADE=3    # seconds of crossfade that join the end to the start
LEN=$((LOOP + FADE))

work="$(mktemp -d)"
if [[ "${KEEP_WORK:-0}" == 1 ]]; then
  echo "work directory: $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi

ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }

# --- SVG layers ---------------------------------------------------------------------------------

# Deterministic pseudo-random numbers and ridge lines shared by the awk programs below.
awk_lib='
function rnd(i) { v = sin(i * 12.9898 + 78.233) * 43758.5453; return v - int(v) }
function bump(x, c, w) { u = (x - c) / w; return exp(-u * u) }
function peak(x, c, w, p) { u = (x - c) / w; if (u < 0) u = -u; return 1 / (1 + u ^ p) }
function fmt(v) { return sprintf("%.1f", v) }
'

cat >"$work/sky.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0d0710"/>
      <stop offset="0.28" stop-color="#1f0f18"/>
      <stop offset="0.48" stop-color="#43201e"/>
      <stop offset="0.62" stop-color="#7a3b20"/>
      <stop offset="0.72" stop-color="#a3541f"/>
      <stop offset="1" stop-color="#5b2a16"/>
    </linearGradient>
  </defs>
  <rect width="$W" height="$H" fill="url(#sky)"/>
$(awk "$awk_lib"'BEGIN {
  for (i = 1; i <= 70; i++) {
    x = rnd(i) * 1280; y = rnd(i + 100) ^ 1.6 * 300; r = 0.7 + rnd(i + 200) * 1.1
    o = (0.3 + rnd(i + 300) * 0.6) * (1 - y / 360)
    printf "  <circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"#ffe9c7\" opacity=\"%.2f\"/>\n", fmt(x), fmt(y), fmt(r), o
  }
}')
</svg>
EOF

cat >"$work/glow.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
  <defs>
    <radialGradient id="halo" cx="740" cy="455" r="560" gradientUnits="userSpaceOnUse"
        gradientTransform="translate(740 455) scale(1.3 0.62) translate(-740 -455)">
      <stop offset="0" stop-color="#ffb25c" stop-opacity="0.75"/>
      <stop offset="0.25" stop-color="#f08a3c" stop-opacity="0.38"/>
      <stop offset="0.6" stop-color="#b4522a" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#6a2a1c" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="sun">
      <stop offset="0" stop-color="#ffe2a8"/>
      <stop offset="0.7" stop-color="#ffc46e"/>
      <stop offset="1" stop-color="#ff9c4a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="$W" height="$H" fill="url(#halo)"/>
  <circle cx="742" cy="466" r="46" fill="url(#sun)" opacity="0.9"/>
</svg>
EOF

# A filled mountain range: awk evaluates the ridge expression every 4 px.
ridge() { # name fill edge-light expression [extra-svg]
  local name=$1 fill=$2 edge=$3 expr=$4 extra=${5:-}
  {
    echo "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"$W\" height=\"$H\" viewBox=\"0 0 $W $H\">"
    echo "<defs><linearGradient id=\"f\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"$H\" gradientUnits=\"userSpaceOnUse\">"
    echo "<stop offset=\"0.3\" stop-color=\"$edge\"/><stop offset=\"0.8\" stop-color=\"$fill\"/></linearGradient></defs>"
    awk "$awk_lib"'BEGIN {
      printf "<path fill=\"url(#f)\" d=\"M-10,730"
      for (x = -10; x <= 1290; x += 4) { y = '"$expr"'; printf " L%s,%s", fmt(x), fmt(y) }
      print " L1290,730 Z\"/>"
    }'
    echo "$extra"
    echo "</svg>"
  } >"$work/$name.svg"
}

ridge far "#5e2c1e" "#8a4326" \
  '528 - 85 * bump(x, 240, 170) - 110 * bump(x, 1060, 150) - 70 * peak(x, 470, 70, 2) - 45 * peak(x, 930, 60, 2) + 30 * bump(x, 745, 90) + 6 * sin(x / 23) + 4 * sin(x / 9.7 + 1.3) + 2 * sin(x / 4.1)'

# The summit of the middle range carries the temple; awk reports where the summit is.
mid_expr='610 - 280 * peak(x, 600, 88, 2.4) - 150 * peak(x, 430, 55, 2.2) - 200 * peak(x, 945, 55, 2.5) - 135 * peak(x, 1050, 38, 2.3) - 120 * peak(x, 1150, 80, 2) - 140 * peak(x, 170, 90, 2) + 6 * sin(x / 31 + 0.5) + 3 * sin(x / 11 + 2) + 1.5 * sin(x / 4.3)'
summit_y=$(awk "$awk_lib"'BEGIN { x = 600; printf "%.0f", '"$mid_expr"' }')
temple="<g transform=\"translate(600 $((summit_y + 4)))\" fill=\"#2c1512\">
  <path d=\"M-46,6 L-40,-4 L40,-4 L46,6 Z\"/>
  <rect x=\"-30\" y=\"-20\" width=\"60\" height=\"17\"/>
  <path d=\"M-44,-17 C-36,-19 -31,-23 -27,-29 L27,-29 C31,-23 36,-19 44,-17 C33,-20 26,-21 22,-21 L-22,-21 C-26,-21 -33,-20 -44,-17 Z\"/>
  <rect x=\"-19\" y=\"-38\" width=\"38\" height=\"10\"/>
  <path d=\"M-33,-35 C-27,-37 -23,-41 -20,-46 L20,-46 C23,-41 27,-37 33,-35 C25,-38 20,-38 16,-38 L-16,-38 C-20,-38 -25,-38 -33,-35 Z\"/>
  <rect x=\"-2\" y=\"-51\" width=\"4\" height=\"6\"/>
  <rect x=\"-7\" y=\"-15\" width=\"14\" height=\"11\" fill=\"#ffb45e\" opacity=\"0.85\"/>
  <rect x=\"-22\" y=\"-14\" width=\"7\" height=\"7\" fill=\"#ffb45e\" opacity=\"0.45\"/>
  <rect x=\"15\" y=\"-14\" width=\"7\" height=\"7\" fill=\"#ffb45e\" opacity=\"0.45\"/>
</g>"
# Lanterns along the stair path down the summit's face.
lanterns=$(awk "$awk_lib"'BEGIN {
  for (i = 0; i < 8; i++) {
    x[i] = 600 + (i % 2 ? 13 : -10) + i * 4 + 5 * sin(i * 2.7); y[i] = '"$summit_y"' + 30 + i * 25 + 4 * sin(i * 1.3)
  }
  for (i = 0; i < 8; i++)
    printf "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"#ffc372\" opacity=\"%.2f\"/>", fmt(x[i]), fmt(y[i]), fmt(2.2 - i * 0.12), 0.85 - i * 0.07
}')
ridge mid "#2a1411" "#4a2318" "$mid_expr" "$temple$lanterns"

ridge near "#150a09" "#261310" \
  '690 - 190 * peak(x, 40, 150, 2) - 120 * peak(x, 300, 80, 2) - 40 * bump(x, 640, 140) - 110 * peak(x, 1010, 90, 2) - 200 * peak(x, 1250, 110, 2) + 5 * sin(x / 17 + 1) + 3 * sin(x / 7.3) + 2 * sin(x / 3.1 + 0.4)'

# Long bands of soft mist; each is wider than the frame by the distance it drifts.
mist() { # name width top height count color opacity blur seed
  local name=$1 mw=$2 top=$3 mh=$4 count=$5 color=$6 op=$7 blur=$8 seed=$9
  {
    echo "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"$mw\" height=\"$H\" viewBox=\"0 0 $mw $H\">"
    echo "<defs><filter id=\"b\" x=\"-30%\" y=\"-100%\" width=\"160%\" height=\"300%\"><feGaussianBlur stdDeviation=\"$blur\"/></filter></defs>"
    echo "<g filter=\"url(#b)\" fill=\"$color\">"
    awk "$awk_lib"'BEGIN {
      for (i = 0; i < '"$count"'; i++) {
        s = '"$seed"' + i * 7
        x = rnd(s) * '"$mw"'; y = '"$top"' + rnd(s + 1) * '"$mh"'
        rx = 90 + rnd(s + 2) * 260; ry = 8 + rnd(s + 3) * 26
        o = '"$op"' * (0.35 + 0.65 * rnd(s + 4))
        printf "<ellipse cx=\"%s\" cy=\"%s\" rx=\"%s\" ry=\"%s\" opacity=\"%.3f\"/>\n", fmt(x), fmt(y), fmt(rx), fmt(ry), o
      }
    }'
    echo "</g></svg>"
  } >"$work/$name.svg"
}

# Speeds in px/s; the bands start MARGIN px left of the frame so their soft ends never show.
MARGIN=160
V0=6; V1=9; V2=15; V3=24
mw() { echo $((W + 2 * MARGIN + $1 * LEN)); }
mist cloud "$(mw $V0)" 150 190 34 "#e89a62" 0.22 14 11
mist mist1 "$(mw $V1)" 440 90 40 "#f3b27a" 0.38 16 23
mist mist2 "$(mw $V2)" 545 80 40 "#eeaa78" 0.42 18 37
mist mist3 "$(mw $V3)" 630 90 30 "#d79a72" 0.32 22 51

# Darkens the top and bottom (where text sits) and the corners, so white text stays readable.
cat >"$work/shade.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$W" height="$H" viewBox="0 0 $W $H">
  <defs>
    <linearGradient id="v" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#050203" stop-opacity="0.55"/>
      <stop offset="0.35" stop-color="#050203" stop-opacity="0.12"/>
      <stop offset="0.62" stop-color="#050203" stop-opacity="0.1"/>
      <stop offset="1" stop-color="#050203" stop-opacity="0.6"/>
    </linearGradient>
    <radialGradient id="c" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#050203" stop-opacity="0"/>
      <stop offset="1" stop-color="#050203" stop-opacity="0.55"/>
    </radialGradient>
  </defs>
  <rect width="$W" height="$H" fill="url(#v)"/>
  <rect width="$W" height="$H" fill="url(#c)"/>
</svg>
EOF

for f in "$work"/*.svg; do ff -i "$f" -frames:v 1 "${f%.svg}.png"; done

# --- compose ------------------------------------------------------------------------------------

# librsvg hands ffmpeg premultiplied alpha, hence alpha=premultiplied on every overlay.
still() { # t output
  local t=$1
  ff -i "$work/sky.png" -i "$work/glow.png" -i "$work/cloud.png" -i "$work/far.png" -i "$work/mist1.png" \
    -i "$work/mid.png" -i "$work/mist2.png" -i "$work/near.png" -i "$work/mist3.png" -i "$work/shade.png" \
    -filter_complex "$(graph "$t")" -frames:v 1 "$2"
}
graph() { # fixed-time (for stills) or empty (animated)
  local t=${1:-t} tg=${1:-T}
  local pulse="(0.86+0.14*sin(2*PI*$tg/$LOOP))"
  local ov="alpha=premultiplied:format=rgb:eval=frame:shortest=1"
  echo "[1]format=rgba,geq=r='r(X,Y)*$pulse':g='g(X,Y)*$pulse':b='b(X,Y)*$pulse':a='alpha(X,Y)*$pulse'[glow];
    [0]format=rgb24[sky];
    [sky][glow]overlay=$ov[a];
    [a][2]overlay=x=-$MARGIN-$V0*$t:$ov[b];
    [b][3]overlay=$ov[c];
    [c][4]overlay=x=-$MARGIN-$V1*$t:$ov[d];
    [d][5]overlay=$ov[e];
    [e][6]overlay=x=-$MARGIN-$V2*$t:$ov[f];
    [f][7]overlay=$ov[g];
    [g][8]overlay=x=-$MARGIN-$V3*$t:$ov[h];
    [h][9]overlay=$ov"
}

if [[ "${STILL:-0}" == 1 ]]; then
  still 0 "$work/still-0.png"
  still $((LOOP / 2)) "$work/still-mid.png"
  echo "$work"
  exit 0
fi

inputs=()
for l in sky glow cloud far mist1 mid mist2 near mist3 shade; do
  inputs+=(-loop 1 -framerate "$FPS" -t "$LEN" -i "$work/$l.png")
done
ff "${inputs[@]}" -filter_complex "$(graph)" -c:v ffv1 -pix_fmt bgr0 "$work/clip.mkv"

# Final loop: clip[LOOP, LOOP+FADE) fades into clip[0, FADE), followed by clip[FADE, LOOP).
ff -i "$work/clip.mkv" -filter_complex "
  [0]split=3[x][y][z];
  [x]trim=start=$LOOP:end=$LEN,setpts=PTS-STARTPTS[tail];
  [y]trim=start=0:end=$FADE,setpts=PTS-STARTPTS[head];
  [z]trim=start=$FADE:end=$LOOP,setpts=PTS-STARTPTS[body];
  [tail][head]xfade=transition=fade:duration=$FADE:offset=0[joined];
  [joined][body]concat=n=2:v=1:a=0,format=yuv420p[v]" \
  -map '[v]' -an -c:v libx264 -preset veryslow -crf 20 -tune film -profile:v high \
  -g $((FPS * 4)) -movflags +faststart -r "$FPS" "$out/landing.mp4"

ff -i "$out/landing.mp4" -frames:v 1 -q:v 3 "$out/landing-poster.jpg"

ls -l "$out/landing.mp4" "$out/landing-poster.jpg"
