//! The open protocol against programs nobody trusts: a program that is silent, stops at
//! once, writes garbage, a 50 MB line or a line that never ends, or forks a helper that
//! never exits forfeits its game quickly and with a clear reason, Alibi's memory stays flat,
//! and nothing of the program is left running. And the whole rulebook is open to programs:
//! `refuse` is offered wherever the engine takes it, the Fire Station's action and its moves
//! are offered to the Detective, every line offered is one the engine accepts, and the
//! marker's move onto a new crime scene is sent as a line.
//! Crimewave's Killers may be a program too: the example plays whole games from the legal
//! lists, and a hostile one forfeits its game to the Investigators.
//!
//! The programs are shell one-liners (`sh -c`), so these tests run on Unix only.
#![cfg(unix)]

use alibi::arena::crimewave::{
    self as crimewave, external as crimewave_external, killers as crimewave_killers,
};
use alibi::arena::intent::external::{self, Program};
use alibi::arena::intent::table::{Builtin, Forfeit, Played, Table};
use alibi::plays::intent::turn;
use alibi::plays::{Level, Side};
use alibi::rules::Rules;
use alibi::rules::crimewave::{BoardChoice, Crimewave, Evidence, Killer};
use alibi::rules::intent::{Action, IntentToKill, Phase};
use alibi::transcript::{Dialect, Line};
use std::path::Path;
use std::time::{Duration, Instant};

/// How long a hostile program may think in these tests (the real limit is 10 s).
const PATIENCE: Duration = Duration::from_millis(1000);

/// A memory figure of this process from /proc/self/status, in kB.
fn memory_kb(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// Whether any process of this process group is still running.
fn group_alive(group: u32) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            return false;
        };
        // "pid (name) state ppid pgrp …": the name may hold anything but the last ')'.
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        let fields: Vec<&str> = after.split_whitespace().collect();
        // A zombie runs no more: only its parent's reaping is left.
        fields.get(2) == Some(&group.to_string().as_str()) && fields.first() != Some(&"Z")
    })
}

/// Whether the process group is gone within a second (a killed process takes a moment to
/// die).
fn group_gone(group: u32) -> bool {
    (0..100).any(|_| {
        let gone = !group_alive(group);
        if !gone {
            std::thread::sleep(Duration::from_millis(10));
        }
        gone
    })
}

/// Plays one game with `command` as the Murderer against Alibi's easy Detective, and
/// returns the forfeit, after checking it came quickly, memory stayed flat and nothing of
/// the program is left.
fn hostile(command: &str) -> Forfeit {
    hostile_with(command, PATIENCE)
}

/// [`hostile`] with `patience` for each line.
fn hostile_with(command: &str, patience: Duration) -> Forfeit {
    let (rss, peak) = (memory_kb("VmRSS:"), memory_kb("VmHWM:"));
    let started = Instant::now();
    let mut program = Program::start(command, Side::Murderer)
        .expect("the shell starts")
        .patience(patience);
    let group = program.id();
    let mut detective = Builtin::new(Level::Easy);
    let played = Table::new(&mut program, &mut detective, 7).play();
    drop(program);
    let took = started.elapsed();
    assert_eq!(played.winner(), Side::Detective, "a forfeit loses");
    let forfeit = match played.forfeit {
        Some((Side::Murderer, forfeit)) => forfeit,
        other => panic!("\"{command}\" should forfeit, not {other:?}"),
    };
    // A hang would be the 10 s limit not applied, or a read waiting for a newline.
    assert!(
        took < Duration::from_secs(30),
        "\"{command}\" took {took:?}"
    );
    let grew = |before: u64, field| memory_kb(field).saturating_sub(before) / 1024;
    assert!(grew(rss, "VmRSS:") < 50, "\"{command}\": memory grew");
    assert!(grew(peak, "VmHWM:") < 50, "\"{command}\": memory peaked");
    assert!(group_gone(group), "\"{command}\" left a process behind");
    assert!(
        forfeit.0.chars().count() < 200,
        "the reason is cut short: {}",
        forfeit.0
    );
    forfeit
}

#[test]
fn a_silent_program_forfeits_on_time() {
    let forfeit = hostile("sleep 300");
    assert!(forfeit.0.contains("no answer within 1 s"), "{forfeit:?}");
}

#[test]
fn a_program_that_stops_at_once_forfeits() {
    let forfeit = hostile("true");
    assert!(forfeit.0.contains("the program stopped"), "{forfeit:?}");
}

#[test]
fn a_program_writing_garbage_forfeits() {
    let forfeit = hostile("cat /dev/urandom");
    assert!(
        forfeit.0.contains("3 refused lines in a row"),
        "{forfeit:?}"
    );
}

#[test]
fn fifty_megabyte_lines_are_refused_unread() {
    // The real patience: writing 50 MB takes a while on a busy machine.
    let forfeit = hostile_with(
        "while :; do head -c 52428800 /dev/zero | tr '\\0' x; echo; done",
        external::ANSWER_TIME,
    );
    assert!(
        forfeit
            .0
            .contains("3 refused lines in a row (the last: the line is longer than 4096 bytes)"),
        "{forfeit:?}"
    );
}

#[test]
fn a_line_that_never_ends_is_refused_as_it_comes() {
    let forfeit = hostile("yes | tr -d '\\n'");
    assert!(
        forfeit.0.contains("no answer within 1 s")
            && forfeit.0.contains("the line is longer than 4096 bytes"),
        "{forfeit:?}"
    );
}

#[test]
fn a_forked_helper_that_never_exits_is_stopped_too() {
    // The shell leaves at once; its helper keeps the output and the input open and never
    // answers. (A background job's input is /dev/null unless it is handed another: without
    // `3<&0` the pipe would close with the shell, and the forfeit would be a closed input or
    // a silence, whichever Alibi met first.)
    let forfeit = hostile("exec 3<&0; sleep 300 <&3 & exit 0");
    assert!(forfeit.0.contains("no answer within 1 s"), "{forfeit:?}");
    // And one that stays, with its helpers writing.
    let forfeit = hostile("yes 'murder' & yes 'nonsense' & wait");
    assert!(
        forfeit.0.contains("3 refused lines in a row"),
        "{forfeit:?}"
    );
}

#[test]
fn a_program_that_closes_its_input_forfeits() {
    // It closes its input and answers nothing: Alibi's lines to it go nowhere, and it waits.
    let forfeit = hostile("exec 0<&-; sleep 300");
    assert!(
        forfeit.0.contains("closed its input") || forfeit.0.contains("no answer"),
        "{forfeit:?}"
    );
}

/// The games walked through below: Alibi's levels against each other.
fn games() -> Vec<Played> {
    let mut games = Vec::new();
    for seed in 0..12 {
        let (mut m, mut d) = (Builtin::new(Level::Standard), Builtin::new(Level::Easy));
        games.push(Table::new(&mut m, &mut d, seed).play());
    }
    games
}

/// The action a listed line stands for in `game` (a question asked with the truth, the
/// Fire Station's `token` drawn by the bag as the referee draws it).
fn action_of(game: &IntentToKill, line: &str) -> Action {
    if line == external::FIRE_STATION {
        let group = turn::draw_token(game, 1).expect("a token in the stack");
        return Action::Token(group);
    }
    match IntentToKill::parse_line(line, Path::new(".")) {
        Ok(Line::Action(action)) => action,
        other => panic!("\"{line}\" is not an action line: {other:?}"),
    }
}

/// Whether the engine accepts every listed line in `game`.
fn all_accepted(game: &IntentToKill, lines: &[String]) {
    for line in lines.iter().filter(|l| *l != "pass") {
        let mut after = game.clone();
        let action = action_of(game, line);
        assert!(
            after.apply(&action).is_ok(),
            "\"{line}\" was offered in {:?} but refused",
            game.phase()
        );
    }
}

#[test]
fn refuse_is_offered_wherever_the_engine_takes_it() {
    let mut offered_with_victims = 0;
    for played in games() {
        let mut game = IntentToKill::new();
        for action in &played.actions {
            if turn::to_act(&game, false) == Some(Side::Murderer) {
                let lines = external::murderer_lines(&game);
                let takes = game.clone().apply(&Action::Refuse).is_ok();
                assert_eq!(lines.contains(&"refuse".to_owned()), takes);
                all_accepted(&game, &lines);
                if takes && !game.legal_victims().is_empty() {
                    offered_with_victims += 1;
                }
            }
            game.apply(action).expect("a played game replays");
        }
    }
    assert!(
        offered_with_victims > 0,
        "refuse is offered while there are victims too"
    );
}

#[test]
fn the_fire_station_and_its_moves_are_offered_to_the_detective() {
    let (mut offered, mut moves_offered) = (0, 0);
    for played in games() {
        let mut game = IntentToKill::new();
        for action in &played.actions {
            if turn::to_act(&game, false) == Some(Side::Detective) {
                let lines = external::detective_lines(&game.public_view());
                all_accepted(&game, &lines);
                if lines.iter().any(|l| l == external::FIRE_STATION) {
                    offered += 1;
                    // The action taken: its moves are offered, each one the engine's.
                    let mut after = game.clone();
                    after
                        .apply(&action_of(&game, external::FIRE_STATION))
                        .expect("the Fire Station's token");
                    let then = external::detective_lines(&after.public_view());
                    assert!(!then.iter().any(|l| l == external::FIRE_STATION));
                    let moves = then.iter().filter(|l| l.starts_with("move ")).count();
                    moves_offered += moves;
                    all_accepted(&after, &then);
                }
            }
            game.apply(action).expect("a played game replays");
        }
    }
    assert!(offered > 0, "the Fire Station was offered somewhere");
    assert!(moves_offered > 0, "its moves were offered somewhere");
}

/// A Detective that takes the Fire Station's action whenever it is offered, moves every
/// civilian it may, and otherwise plays at random; it writes what it hears to a log.
const FIRE_DETECTIVE: &str = r##"
log=$1; seed=$2; legal=""
while IFS= read -r line; do
  printf '%s\n' "$line" >> "$log"
  case $line in
    "# legal: "*) legal=${line#"# legal: "} ;;
    "? your-move"*)
      options=$(printf '%s\n' "$legal" | tr ';' '\n' | sed 's/^ *//')
      pick=$(printf '%s\n' "$options" | grep -x -m1 'token' || printf '%s\n' "$options" | grep -m1 '^move ')
      if [ -z "$pick" ]; then
        count=$(printf '%s\n' "$options" | grep -c .)
        seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
        pick=$(printf '%s\n' "$options" | sed -n "$(( seed % count + 1 ))p")
      fi
      echo "$pick" ;;
  esac
done
"##;

#[test]
fn a_program_takes_the_fire_station_and_hears_the_marker_reach_the_crime_scene() {
    let dir = tempfile::tempdir().expect("a folder");
    let script = dir.path().join("fire.sh");
    std::fs::write(&script, FIRE_DETECTIVE).expect("the script");
    let mut fire_stations = 0;
    for seed in 0..6u64 {
        let log = dir.path().join(format!("heard-{seed}.txt"));
        let command = format!("sh {} {} {}", script.display(), log.display(), seed + 1);
        let mut program = Program::start(&command, Side::Detective).expect("the shell starts");
        let mut murderer = Builtin::new(Level::Standard);
        let played = Table::new(&mut murderer, &mut program, seed).play();
        drop(program);
        assert!(played.forfeit.is_none(), "{:?}", played.forfeit);
        let mut game = IntentToKill::new();
        for action in &played.actions {
            if game.phase() == Phase::Detective && matches!(action, Action::Token(_)) {
                fire_stations += 1;
            }
            game.apply(action).expect("the game replays");
        }
        let heard = std::fs::read_to_string(&log).expect("the log");
        let heard: Vec<&str> = heard.lines().collect();
        // Each murder is followed by the marker's move onto its block.
        for (i, line) in heard.iter().enumerate() {
            if line.starts_with("murder ") {
                let next = heard.get(i + 1).copied().unwrap_or("");
                assert!(
                    next.starts_with("detective ") && next.ends_with("=> crime-scene"),
                    "after \"{line}\": \"{next}\""
                );
            }
        }
        assert!(heard.iter().any(|l| l.ends_with("=> crime-scene")));
    }
    assert!(fire_stations > 0, "the program took the Fire Station");
}

/// The example player, the one `docs/protocol.md` shows.
fn random_player() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/random-player.sh")
        .display()
        .to_string()
}

#[test]
fn a_program_plays_crimewaves_investigators_from_the_public_lines() {
    let dir = tempfile::tempdir().expect("a folder");
    for seed in 0..3u64 {
        // The example player, its input copied to a log on the way.
        let log = dir.path().join(format!("heard-{seed}.txt"));
        let command = format!(
            "tee {} | sh {} {}",
            log.display(),
            random_player(),
            seed + 1
        );
        let names: Vec<String> = ["ann", "bob"].map(String::from).to_vec();
        let mut program = crimewave_external::Program::start(&command, &names).expect("starts");
        let game =
            crimewave::play_against(Level::Standard, &mut program, 2, BoardChoice::StandIn, seed)
                .expect("the game plays");
        drop(program);
        assert!(game.forfeit.is_none(), "{:?}", game.forfeit);
        // The game replays, its winner as the engine says.
        let transcript = game.transcript("a test");
        let played = alibi::transcript::replay::<Crimewave>(&transcript, Path::new("."));
        assert_eq!(
            played.exit_code,
            alibi::transcript::EXIT_OK,
            "{:?}",
            played.output
        );
        let heard = std::fs::read_to_string(&log).expect("the log");
        assert!(heard.contains("? side => investigators\n? seats => ann bob\n"));
        assert!(heard.contains("? your-move ann"), "{heard}");
        // Nothing secret: no home, no murder's or opening scene's culprit.
        for line in heard.lines() {
            assert!(!line.starts_with("residence "), "{line}");
            if line.starts_with("murder ") || line.starts_with("scene ") {
                assert!(
                    !Killer::ALL
                        .iter()
                        .any(|k| line.split_whitespace().nth(1) == Some(k.word())),
                    "{line}"
                );
            }
        }
        assert!(
            heard
                .trim_end()
                .ends_with(&format!("? winner => {}", game.winner.word()))
        );
    }
}

#[test]
fn a_silent_crimewave_program_forfeits_and_is_stopped() {
    let names: Vec<String> = vec!["ann".into()];
    let mut program = crimewave_external::Program::start("sleep 300", &names)
        .expect("starts")
        .patience(PATIENCE);
    let group = program.id();
    let game = crimewave::play_against(Level::Easy, &mut program, 1, BoardChoice::StandIn, 5)
        .expect("the game plays");
    drop(program);
    let forfeit = game.forfeit.clone().expect("a forfeit");
    assert!(forfeit.contains("no answer within 1 s"), "{forfeit}");
    assert_eq!(game.winner, alibi::rules::crimewave::Winner::Killers);
    assert!(game.transcript("a test").ends_with("? winner => none\n"));
    assert!(group_gone(group));
}

#[test]
fn the_investigators_and_the_killers_are_a_level_or_a_program() {
    use crimewave::{Investigators, KillersSide};
    for level in Level::ALL {
        assert_eq!(
            Investigators::parse(level.slug()),
            Ok(Investigators::Simulated(level))
        );
        assert_eq!(
            KillersSide::parse(level.slug()),
            Ok(KillersSide::Alibi(level))
        );
    }
    assert_eq!(
        Investigators::parse("external:./table --fast"),
        Ok(Investigators::External("./table --fast".into()))
    );
    assert_eq!(
        KillersSide::parse("external:./killers"),
        Ok(KillersSide::External("./killers".into()))
    );
    let wrong = Investigators::parse("expert").expect_err("no such level");
    assert!(
        wrong.contains("easy, standard, hard or external:CMD"),
        "{wrong}"
    );
    assert!(Investigators::parse("external:").is_err());
    assert!(KillersSide::parse("external: ").is_err());
}

/// One game with `command` playing the Killers against 2 standard simulated Investigators.
fn killers_game(command: &str, patience: Duration, seed: u64) -> (crimewave::Game, u32) {
    let names: Vec<String> = ["ann", "bob"].map(String::from).to_vec();
    let mut program = crimewave_killers::Program::start(command, &names)
        .expect("starts")
        .patience(patience);
    let group = program.id();
    let sides = crimewave::Sides {
        killers_program: Some(&mut program),
        ..crimewave::Sides::alibi(Level::Standard, Level::Standard)
    };
    let game = crimewave::play_sides(sides, 2, BoardChoice::StandIn, seed).expect("the game plays");
    drop(program);
    (game, group)
}

#[test]
fn a_program_plays_crimewaves_killers_hearing_their_secrets() {
    let dir = tempfile::tempdir().expect("a folder");
    for seed in 0..3u64 {
        let log = dir.path().join(format!("heard-{seed}.txt"));
        let command = format!(
            "tee {} | sh {} {}",
            log.display(),
            random_player(),
            seed + 7
        );
        let (game, group) = killers_game(&command, Duration::from_secs(10), seed);
        assert!(game.forfeit.is_none(), "{:?}", game.forfeit);
        assert!(group_gone(group));
        // Every move was the engine's to take: the game replays, its winner as it says.
        let transcript = game.transcript("a test");
        let played = alibi::transcript::replay::<Crimewave>(&transcript, Path::new("."));
        assert_eq!(
            played.exit_code,
            alibi::transcript::EXIT_OK,
            "{:?}",
            played.output
        );
        let heard = std::fs::read_to_string(&log).expect("the log");
        assert!(heard.contains("? side => killers\n? seats => ann bob\n"));
        for prompt in ["residence red", "scene blue", "murder"] {
            assert!(
                heard.contains(&format!("? your-move {prompt}\n")),
                "{heard}"
            );
        }
        // The Killers hear their own secrets, and the table's steps.
        assert!(heard.lines().any(|l| l.starts_with("residence red ")));
        assert!(heard.lines().any(|l| l.starts_with("move ann ")));
        // What it answered came from the legal list; the bag drew the tiles.
        let chosen: Vec<&str> = transcript
            .lines()
            .filter(|l| l.starts_with("murder "))
            .collect();
        assert!(!chosen.is_empty());
        assert!(
            heard
                .trim_end()
                .ends_with(&format!("? winner => {}", game.winner.word()))
        );
    }
}

#[test]
fn every_line_offered_to_the_killers_is_one_the_engine_takes() {
    use crimewave_killers::{Decision, choices};
    let (game, _) = killers_game(&format!("sh {} 3", random_player()), PATIENCE, 11);
    // Walk the game again, asking at every point what the Killers could answer.
    let mut replayed = Crimewave::new();
    let mut offered = 0;
    for action in &game.actions {
        let decisions = [
            Decision::Murder,
            Decision::RandomKilling,
            Decision::Escape,
            Decision::Spook(Killer::Red),
            Decision::Spook(Killer::Green),
            Decision::Spook(Killer::Blue),
        ];
        if replayed.phase() == alibi::rules::crimewave::Phase::Play {
            for decision in decisions {
                for (line, choice) in choices(&replayed, decision) {
                    offered += 1;
                    if let Some(taken) = choice.action(decision, || Evidence::Item) {
                        assert!(replayed.clone().apply(&taken).is_ok(), "{line}");
                    }
                }
            }
        }
        replayed.apply(action).expect("the game replays");
    }
    assert!(offered > 100, "{offered}");
}

#[test]
fn a_hostile_killers_program_forfeits_and_the_investigators_win() {
    for (command, reason) in [
        ("yes 'murder everyone'", "3 refused lines in a row"),
        ("sleep 300", "no answer within 1 s"),
        ("true", "the program stopped"),
    ] {
        let (game, group) = killers_game(command, PATIENCE, 5);
        let forfeit = game.forfeit.clone().expect("a forfeit");
        assert!(forfeit.contains(reason), "{command}: {forfeit}");
        assert_eq!(game.winner, alibi::rules::crimewave::Winner::Investigators);
        // The game as far as it went replays, its winner left open.
        let transcript = game.transcript("a test");
        assert!(transcript.ends_with("? winner => none\n"));
        let played = alibi::transcript::replay::<Crimewave>(&transcript, Path::new("."));
        assert_eq!(played.exit_code, alibi::transcript::EXIT_OK, "{command}");
        assert!(group_gone(group), "{command}");
        let mut tally = crimewave::Tally::default();
        tally.add(&game);
        assert_eq!(tally.killers_forfeits.0, 1);
        assert_eq!(tally.forfeits.0, 0);
    }
}
