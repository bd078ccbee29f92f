//! The command line, run as a user would run it.

use alibi::record::{SavedGame, seal};
use alibi::rules::crimewave::Crimewave;
use std::process::{Command, Output};

fn alibi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_alibi"))
        .args(args)
        .env("ALIBI_HOME", env!("CARGO_TARGET_TMPDIR"))
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn the_program_alone_opens_the_app_as_the_declaration_says() {
    use alibi::cli::{Command, parse, parse_declared};
    let app = Command::Gui { serve_table: false };
    assert_eq!(parse(["alibi"]).unwrap(), app);
    assert_eq!(parse_declared(["alibi"]).unwrap(), app);
    assert_eq!(
        parse(["alibi", "--serve-table"]).unwrap(),
        Command::Gui { serve_table: true }
    );
    // Nothing at all (not even the program's name) is the app as well, as clap reads it.
    assert_eq!(parse(Vec::<String>::new()).unwrap(), app);
    assert_eq!(parse_declared(Vec::<String>::new()).unwrap(), app);
}

#[test]
fn help_and_version_answer_like_any_command_line_tool() {
    for args in [&["--help"][..], &["-h"], &["help"]] {
        let help = alibi(args);
        assert_eq!(help.status.code(), Some(0), "{args:?}");
        let said = stdout(&help);
        for verb in ["replay", "check-board", "verify"] {
            assert!(said.contains(verb), "{args:?}: {said}");
        }
        assert!(said.contains("Exit status:"), "{said}");
        assert!(said.contains("2  the file can't be read"), "{said}");
    }
    let version = alibi(&["--version"]);
    assert_eq!(version.status.code(), Some(0));
    assert_eq!(
        stdout(&version).trim(),
        format!("alibi {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn each_verb_has_its_own_help_and_opens_no_file_called_help() {
    for verb in ["replay", "check-board", "verify"] {
        for args in [vec![verb, "--help"], vec!["help", verb]] {
            let output = alibi(&args);
            assert_eq!(
                output.status.code(),
                Some(0),
                "{args:?}: {}",
                stderr(&output)
            );
            let said = stdout(&output);
            assert!(
                said.contains(&format!("Usage: alibi {verb} <FILE>")),
                "{args:?}: {said}"
            );
            assert!(!said.contains("can't read"), "{said}");
        }
    }
}

#[test]
fn a_wrong_command_line_is_a_usage_error_with_a_hint() {
    for args in [
        &["frobnicate"][..],
        &["--frobnicate"],
        &["replay"],
        &["replay", "a", "b"],
    ] {
        let output = alibi(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let said = stderr(&output);
        assert!(said.starts_with("error: "), "{args:?}: {said}");
        assert!(said.contains("Usage: alibi"), "{args:?}: {said}");
        assert!(said.contains("--help"), "{args:?}: {said}");
        assert!(stdout(&output).is_empty());
    }
    assert!(stderr(&alibi(&["frobnicate"])).contains("'frobnicate'"));
}

#[test]
fn an_unreadable_file_is_one_error_line_in_one_style_for_every_verb() {
    let dir = tempfile::tempdir().unwrap();
    for verb in ["replay", "check-board", "verify"] {
        let missing = dir.path().join("missing.file");
        let output = alibi(&[verb, missing.to_str().unwrap()]);
        assert_eq!(output.status.code(), Some(2), "{verb}");
        let said = stderr(&output);
        assert!(said.starts_with("error: "), "{verb}: {said}");
        assert!(said.contains(missing.to_str().unwrap()), "{verb}: {said}");
        assert!(said.contains("can't read"), "{verb}: {said}");
        assert_eq!(said.lines().count(), 1, "{verb}: {said}");
        assert_eq!(said.matches(missing.to_str().unwrap()).count(), 1, "{said}");
    }
}

#[test]
fn replay_refuses_unreadable_transcripts_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    for (text, message) in [
        (
            "game crimewave\n",
            "line 1: a transcript starts with \"alibi 1\"",
        ),
        (
            "alibi 1\ngame chess\n",
            "\"chess\" is not a game Alibi knows",
        ),
        (
            "alibi 1\nmurder red 4 item\n",
            "line 2: expected \"game NAME\"",
        ),
    ] {
        let file = dir.path().join("t.alibi");
        std::fs::write(&file, text).unwrap();
        let output = alibi(&["replay", file.to_str().unwrap()]);
        assert_eq!(output.status.code(), Some(2), "{text:?}");
        let said = stderr(&output);
        assert!(
            said.starts_with(&format!("error: {}: ", file.display())) && said.contains(message),
            "{text:?}: {said}"
        );
    }
}

#[test]
fn check_board_passes_the_stand_in_and_fails_a_broken_board() {
    let stand_in = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/boards/stand-in-california.json"
    );
    let output = alibi(&["check-board", stand_in]);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    assert!(
        stdout(&output).contains("no errors, no warnings"),
        "{}",
        stdout(&output)
    );

    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.json");
    std::fs::write(
        &broken,
        r#"{"format":"alibi-board","version":1,"name":"b","stand_in":false,
           "nodes":[{"id":1,"x":0.1,"y":0.1},{"id":2,"x":0.2,"y":0.2}],"edges":[[1,3]]}"#,
    )
    .unwrap();
    let output = alibi(&["check-board", broken.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stdout(&output).contains("location 3"),
        "{}",
        stdout(&output)
    );
    assert_eq!(
        alibi(&["check-board", "/nonexistent/board.json"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn a_sealed_game_opens_with_the_pin_from_the_environment_or_typed() {
    use alibi::record::{Pin, Problem, Store};
    use alibi::rules::murdero::Murdero;
    use alibi::ui::session::Session;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let sealed = Session::<Murdero>::start(&store, "Sealed", Some(&Pin::new("2468")), 0).unwrap();
    let path = sealed.path();
    let open =
        |pin: Option<Pin>| alibi::record::SavedGame::<Murdero>::load_with(path, pin.as_ref());

    // From ALIBI_PIN: nothing is asked.
    let mut asked = Vec::new();
    let pin = alibi::cli::pin_for_with(path, Some("2468".into()), |prompt| {
        asked.push(prompt.to_owned());
        None
    });
    assert!(asked.is_empty());
    assert_eq!(open(pin).unwrap().name, "Sealed");

    // Typed after the prompt, which names the file.
    let pin = alibi::cli::pin_for_with(path, None, |prompt| {
        asked.push(prompt.to_owned());
        Some("2468\n".into())
    });
    assert!(
        asked.len() == 1
            && asked[0].contains("is sealed. PIN: ")
            && asked[0].contains(".alibi-game"),
        "{asked:?}"
    );
    assert_eq!(open(pin).unwrap().name, "Sealed");

    // A wrong PIN is refused in words; a file in clear asks for nothing.
    let pin = alibi::cli::pin_for_with(path, Some("1111".into()), |_| None);
    assert_eq!(open(pin).unwrap_err().problem, Problem::OtherPin);
    let clear = Session::<Murdero>::start(&store, "Clear", None, 0).unwrap();
    let mut asked = Vec::new();
    let pin = alibi::cli::pin_for_with(clear.path(), None, |prompt| {
        asked.push(prompt.to_owned());
        Some("2468".into())
    });
    assert!(pin.is_none());
    assert!(asked.is_empty());
}

/// A saved Crimewave game played from the spook-and-relocation transcript the way the console
/// plays it: each action sealed when it changes the homes (once all three are chosen, and a
/// forced move).
fn sealed_game(dir: &std::path::Path) -> (std::path::PathBuf, alibi::record::Record<Crimewave>) {
    let transcripts =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/crimewave");
    let text = std::fs::read_to_string(transcripts.join("spook-and-relocation.alibi")).unwrap();
    let played = alibi::transcript::replay::<Crimewave>(&text, &transcripts);
    let path = dir.join("friday.alibi-game");
    let mut saved = SavedGame::<Crimewave>::new(path.clone(), "Friday".into(), 1);
    for action in played.actions {
        saved.record.apply(action).unwrap();
        saved.record.seal_if_changed(rand::random);
    }
    saved.save(2).unwrap();
    (path, saved.record)
}

#[test]
fn verify_recomputes_every_link_of_a_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let (path, record) = sealed_game(dir.path());
    assert_eq!(record.seals().len(), 2, "the homes and the forced move");

    let output = alibi(&["verify", path.to_str().unwrap()]);
    let said = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{said}");
    assert!(
        said.contains("link 1, after action 8 (Blue Butcher's residence at 84): "),
        "{said}"
    );
    assert!(said.contains("red 12; green 19; blue 84 — salt"), "{said}");
    assert!(said.contains("link 2, after action"), "{said}");
    assert_eq!(said.matches("— matches").count(), 2, "{said}");
    assert!(said.contains("Verified:"), "{said}");

    // A stored fingerprint edited behind the table's back.
    let mut json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    json["seals"][0]["fingerprint"] = serde_json::Value::from("0".repeat(64));
    std::fs::write(&path, serde_json::to_vec(&json).unwrap()).unwrap();
    let output = alibi(&["verify", path.to_str().unwrap()]);
    let said = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{said}");
    assert!(
        said.contains("NOT VERIFIED: link(s) 1, 2 differ."),
        "{said}"
    );

    let missing = dir.path().join("missing.alibi-game");
    assert_eq!(
        alibi(&["verify", missing.to_str().unwrap()]).status.code(),
        Some(2)
    );
    assert_eq!(alibi(&["verify"]).status.code(), Some(2));
}

#[test]
fn a_link_can_be_checked_by_hand_with_sha256sum() {
    // Every Linux has sha256sum (coreutils), and the docs give the command for it: there it
    // must run. Elsewhere (a Mac has shasum instead) the hand check is skipped, saying so.
    let has_sha256sum = Command::new("sha256sum").arg("--version").output().is_ok();
    if !has_sha256sum {
        #[cfg(target_os = "linux")]
        panic!("sha256sum is missing on Linux: the hand check the docs give can't be run");
        #[cfg(not(target_os = "linux"))]
        {
            eprintln!("sha256sum is not installed: the hand check can't be run here");
            return;
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let (_, record) = sealed_game(dir.path());
    let verification = record.verify();
    let mut previous = String::new();
    for link in &verification.links {
        let secrets = link.secrets.as_deref().unwrap();
        let command = seal::check_command(&previous, secrets, &link.seal.salt);
        let output = Command::new("sh").args(["-c", &command]).output().unwrap();
        assert!(
            stdout(&output).starts_with(&link.seal.fingerprint),
            "{command} gave {}",
            stdout(&output)
        );
        previous = link.seal.fingerprint.clone();
    }
}

#[test]
fn verify_opens_a_sealed_game_with_the_pin_from_alibi_pin_or_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = sealed_game(dir.path());
    let mut saved = SavedGame::<Crimewave>::load(&path).unwrap();
    saved
        .seal_with(Some(&alibi::record::Pin::new("2468")))
        .unwrap();
    saved.save(3).unwrap();
    let file = path.to_str().unwrap();

    let run = |pin: Option<&str>, typed: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_alibi"));
        command
            .args(["verify", file])
            .env("ALIBI_HOME", env!("CARGO_TARGET_TMPDIR"))
            .env_remove("ALIBI_PIN")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        if let Some(pin) = pin {
            command.env("ALIBI_PIN", pin);
        }
        let mut child = command.spawn().unwrap();
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(typed.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let output = run(Some("2468"), "");
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    assert!(stdout(&output).contains("Verified:"));

    let output = run(None, "2468\n");
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    assert!(String::from_utf8_lossy(&output.stderr).contains("is sealed. PIN: "));

    let output = run(Some("1111"), "");
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.starts_with("error: ") && said.contains("is sealed with another PIN"),
        "{said}"
    );
}

#[test]
fn check_board_refuses_a_board_larger_than_any_real_one() {
    // 60,000 locations in a line: well-formed, connected, and far past the ceiling.
    let nodes: Vec<String> = (1..=60_000)
        .map(|id| format!(r#"{{"id":{id},"x":0.5,"y":0.5}}"#))
        .collect();
    let edges: Vec<String> = (1..60_000).map(|id| format!("[{id},{}]", id + 1)).collect();
    let json = format!(
        r#"{{"format":"alibi-board","version":1,"name":"huge","stand_in":false,"nodes":[{}],"edges":[{}]}}"#,
        nodes.join(","),
        edges.join(",")
    );
    let dir = tempfile::tempdir().unwrap();
    let huge = dir.path().join("huge.json");
    std::fs::write(&huge, &json).unwrap();
    let output = alibi(&["check-board", huge.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let said = stdout(&output);
    assert!(
        said.contains("the board has 60000 locations; Alibi takes boards of at most 400"),
        "{said}"
    );
    // The loader and the tracer's checks refuse it the same way.
    let refused = alibi::rules::crimewave::Board::from_json(&json).unwrap_err();
    assert!(
        refused.iter().any(|e| e.contains("at most 400")),
        "{refused:?}"
    );
    let draft = alibi::rules::crimewave::board::Draft::from_json(&json).unwrap();
    let findings = draft.check().unwrap_err();
    assert!(
        findings
            .iter()
            .any(|f| f.text.to_string().contains("at most 400"))
    );
}

#[test]
fn selfplay_crimewave_reports_the_killers_wins_and_exports_games_that_replay() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    let run = || {
        alibi(&[
            "selfplay",
            "crimewave",
            "--killers",
            "easy",
            "--games",
            "3",
            "--seed",
            "9",
            "--export",
            games.to_str().unwrap(),
        ])
    };
    let output = run();
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let said = stdout(&output);
    for line in [
        "Alibi (easy) plays the Killers against 3 simulated Investigator(s)",
        "seed 9",
        "games played: 3",
        "Killers won: ",
        "Investigators won: ",
        "rounds survived by the Killers: ",
        "time per decision: ",
    ] {
        assert!(said.contains(line), "{line}: {said}");
    }
    let mut files: Vec<_> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 3);
    let first = std::fs::read_to_string(&files[0]).unwrap();
    for file in &files {
        let replayed = alibi(&["replay", file.to_str().unwrap()]);
        assert_eq!(replayed.status.code(), Some(0), "{}", stdout(&replayed));
        assert!(stdout(&replayed).contains("? winner => "));
    }
    // The seed makes the run repeatable: the same games, the same report (but the clock).
    let again = run();
    let timeless = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| !l.starts_with("time per decision"))
            .map(String::from)
            .collect()
    };
    assert_eq!(timeless(&stdout(&again)), timeless(&said));
    assert_eq!(std::fs::read_to_string(&files[0]).unwrap(), first);
}

#[test]
fn selfplay_states_its_simplifications_and_refuses_a_wrong_command_line() {
    let help = alibi(&["selfplay", "crimewave", "--help"]);
    assert_eq!(help.status.code(), Some(0));
    let said = stdout(&help);
    for words in [
        "--killers",
        "--games",
        "--seed",
        "--export",
        "--investigators",
        "--seats",
    ] {
        assert!(said.contains(words), "{said}");
    }
    assert!(said.contains("know only the public view"), "{said}");
    assert!(said.contains("Prosecution total is drawn"), "{said}");
    assert!(said.contains("The easy table"), "{said}");
    assert!(said.contains("The hard table"), "{said}");
    for args in [
        &["selfplay", "crimewave", "--killers", "easy", "--games", "0"][..],
        &[
            "selfplay",
            "crimewave",
            "--killers",
            "grandmaster",
            "--games",
            "2",
        ],
        &["selfplay", "crimewave", "--killers", "easy"],
        &["selfplay", "crimewave", "--games", "2"],
        &[
            "selfplay",
            "crimewave",
            "--killers",
            "hard",
            "--games",
            "2",
            "--seats",
            "7",
        ],
        &[
            "selfplay",
            "crimewave",
            "--killers",
            "hard",
            "--games",
            "2",
            "--investigators",
            "expert",
        ],
        &[
            "selfplay",
            "crimewave",
            "--killers",
            "external:",
            "--games",
            "2",
        ],
        &["selfplay", "chess", "--games", "2"],
    ] {
        let output = alibi(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let said = stderr(&output);
        assert!(said.starts_with("error: "), "{args:?}: {said}");
        assert!(said.contains("--help"), "{args:?}: {said}");
    }
    let wrong_level = stderr(&alibi(&[
        "selfplay",
        "crimewave",
        "--killers",
        "grandmaster",
        "--games",
        "2",
    ]));
    assert!(
        wrong_level.contains("easy, standard, hard or external:CMD"),
        "{wrong_level}"
    );
    let no_games = stderr(&alibi(&[
        "selfplay",
        "crimewave",
        "--killers",
        "easy",
        "--games",
        "0",
    ]));
    assert!(no_games.contains("play 1 game or more"), "{no_games}");
}

/// The app started with no Wayland display and the X11 display `x11` (none if `None`), with
/// backtraces on so that a panic would show.
#[cfg(target_os = "linux")]
fn app_on_display(x11: Option<&str>) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_alibi"));
    command
        .env("ALIBI_HOME", env!("CARGO_TARGET_TMPDIR"))
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("RUST_BACKTRACE", "1");
    match x11 {
        Some(display) => command.env("DISPLAY", display),
        None => command.env_remove("DISPLAY"),
    };
    command.output().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn without_a_display_the_app_says_so_and_exits_without_a_panic() {
    let output = app_on_display(None);
    assert_eq!(output.status.code(), Some(1));
    let said = stderr(&output);
    assert!(
        said.starts_with("error: the window can't be shown: there is no display"),
        "{said}"
    );
    assert!(said.contains("DISPLAY (X11)"), "{said}");
    assert!(!said.contains("panicked"), "{said}");
    assert!(stdout(&output).is_empty());
}

#[cfg(target_os = "linux")]
#[test]
fn with_no_server_behind_the_display_the_app_says_so_and_exits_without_a_panic() {
    let output = app_on_display(Some(":4099"));
    assert_eq!(output.status.code(), Some(1));
    let said = stderr(&output);
    assert!(
        said.starts_with(
            "error: the window can't be shown: no display server is running for DISPLAY=:4099"
        ),
        "{said}"
    );
    assert!(!said.contains("panicked"), "{said}");
}
