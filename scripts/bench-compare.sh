#!/usr/bin/env bash
# Side-by-side speed of two CLI builds: each round runs `bench` and `bench-mcts` of OLD, NEW, NEW,
# OLD (ABBA) and keeps the round's own ratio; prints every figure, the medians, and the median (and
# quartiles) of the rounds' ratios. The 2-core machines change speed by periods of a second or more
# (2026-11-29: bench-mcts 170,000 and 260,000 iterations/s in consecutive runs), which tilts a median
# of alternated runs; the ratio of runs back to back in one round does not follow the periods. The
# signatures printed must be equal when the two builds play the same games.
#   scripts/bench-compare.sh OLD/carcassonne NEW/carcassonne [ROUNDS] [GAMES]
set -euo pipefail
old=${1:?usage: bench-compare.sh OLD NEW [ROUNDS] [GAMES]} new=${2:?usage: bench-compare.sh OLD NEW [ROUNDS] [GAMES]}
rounds=${3:-7} games=${4:-20000}
figure() { grep -oE '[0-9][0-9,.]* (games|iterations)/s' | head -1 | grep -oE '^[0-9][0-9,.]*' | tr -d ,; }
signature() { grep -oE 'signature [0-9a-f]+' | head -1 | cut -d' ' -f2; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
quartiles() { sort -g | awk '{a[NR]=$1} END {printf "%.3f-%.3f", a[int((NR-1)/4)+1], a[int((3*(NR-1)+3)/4)+1]}'; }
declare -A runs sigs
for ((i = 1; i <= rounds; i++)); do
  for kind in bench mcts; do
    declare -A sum=([old]=0 [new]=0)
    for side in old new new old; do
      bin=${!side}
      if [ "$kind" = bench ]; then out=$("$bin" bench --games "$games"); else out=$("$bin" bench-mcts --iterations 1000 --moves 60); fi
      rate=$(echo "$out" | figure)
      runs[$side.$kind]+="$rate "
      sigs[$side.$kind]=$(echo "$out" | signature)
      sum[$side]=$(awk -v a="${sum[$side]}" -v b="$rate" 'BEGIN {print a + b}')
    done
    runs[ratio.$kind]+="$(awk -v o="${sum[old]}" -v n="${sum[new]}" 'BEGIN {printf "%.4f", n / o}') "
  done
done
for kind in bench mcts; do
  o=$(echo ${runs[old.$kind]} | tr ' ' '\n' | median) n=$(echo ${runs[new.$kind]} | tr ' ' '\n' | median)
  r=$(echo ${runs[ratio.$kind]} | tr ' ' '\n' | median) q=$(echo ${runs[ratio.$kind]} | tr ' ' '\n' | quartiles)
  echo "$kind  old: ${runs[old.$kind]}"
  echo "$kind  new: ${runs[new.$kind]}"
  echo "$kind  rounds' new/old: ${runs[ratio.$kind]}"
  same=$([ "${sigs[old.$kind]}" = "${sigs[new.$kind]}" ] && echo equal || echo DIFFER)
  awk -v o="$o" -v n="$n" -v r="$r" -v q="$q" -v k="$kind" -v s="$same ${sigs[new.$kind]}" 'BEGIN {
    printf "%s  median old %.0f  new %.0f  new/old: median of the rounds %.3f (quartiles %s)  signatures %s\n", k, o, n, r, q, s}'
done
