#!/usr/bin/env bash
# Side-by-side speed of two CLI builds: runs `bench` and `bench-mcts` of OLD and NEW alternately,
# ROUNDS times each, and prints every figure and the medians. Both binaries see the same machine
# load, so the ratio means something even when the absolute figures drift.
#   scripts/bench-compare.sh OLD/carcassonne NEW/carcassonne [ROUNDS] [GAMES]
set -euo pipefail
old=${1:?usage: bench-compare.sh OLD NEW [ROUNDS] [GAMES]} new=${2:?usage: bench-compare.sh OLD NEW [ROUNDS] [GAMES]}
rounds=${3:-7} games=${4:-20000}
figure() { grep -oE '[0-9][0-9,.]* (games|iterations)/s' | head -1 | grep -oE '^[0-9][0-9,.]*' | tr -d ,; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
declare -A runs
for ((i = 1; i <= rounds; i++)); do
  for side in old new; do
    bin=${!side}
    runs[$side.bench]+="$("$bin" bench --games "$games" | figure) "
    runs[$side.mcts]+="$("$bin" bench-mcts --iterations 1000 --moves 60 | figure) "
  done
done
for kind in bench mcts; do
  o=$(echo ${runs[old.$kind]} | tr ' ' '\n' | median) n=$(echo ${runs[new.$kind]} | tr ' ' '\n' | median)
  echo "$kind  old: ${runs[old.$kind]}"
  echo "$kind  new: ${runs[new.$kind]}"
  awk -v o="$o" -v n="$n" -v k="$kind" 'BEGIN {printf "%s  median old %.0f  new %.0f  new/old %.3f\n", k, o, n, n / o}'
done
