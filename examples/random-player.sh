#!/bin/sh
# A player for Alibi's open protocol (docs/protocol.md) that plays any legal move, at random:
#
#   alibi selfplay intent-to-kill --murderer "external:sh examples/random-player.sh" \
#     --detective standard --games 10
#   alibi selfplay crimewave --killers standard \
#     --investigators "external:sh examples/random-player.sh" --games 10
#   alibi selfplay crimewave --killers "external:sh examples/random-player.sh" \
#     --investigators easy --games 10
#
# Alibi sends every line the side may see; before each "? your-move" or "? your-answer" it
# sends "# legal: LINE; LINE; …", and the player answers one of those lines (the same for
# Crimewave's Investigators, and their "? your-tie" at a trial, and for its Killers, whose
# every decision is a "? your-move WHAT"). The optional
# argument seeds the draws (the process number otherwise). Plain POSIX sh, reading a line
# at a time, so nothing waits in a buffer.
seed=${1:-$$}
legal=""
while IFS= read -r line; do
  case $line in
    "# legal: "*) legal=${line#"# legal: "} ;;
    "? your-move"* | "? your-answer"* | "? your-tie"*)
      options=$(printf '%s\n' "$legal" | tr ';' '\n' | sed 's/^ *//')
      count=$(printf '%s\n' "$options" | grep -c .)
      if [ "$count" -eq 0 ]; then
        echo pass
      else
        seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
        printf '%s\n' "$options" | sed -n "$(( seed % count + 1 ))p"
      fi
      ;;
  esac
done
