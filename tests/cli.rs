//! The command line, run as a user would run it.

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

#[test]
fn help_and_version() {
    let help = alibi(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(stdout(&help).contains("alibi replay FILE"));
    let version = alibi(&["--version"]);
    assert_eq!(
        stdout(&version).trim(),
        format!("alibi {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn a_wrong_command_is_a_usage_error() {
    let output = alibi(&["frobnicate"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown command \"frobnicate\""));
    assert_eq!(alibi(&["replay"]).status.code(), Some(2));
}

#[test]
fn replay_refuses_unreadable_transcripts_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.alibi");
    let output = alibi(&["replay", missing.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stdout(&output).starts_with("can't read"));

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
        assert!(
            stdout(&output).contains(message),
            "{text:?}: {}",
            stdout(&output)
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
    let sealed = Session::<Murdero>::start(&store, "Sealed", Some(&Pin::new("2468"))).unwrap();
    let path = sealed.path();
    let open =
        |pin: Option<Pin>| alibi::record::SavedGame::<Murdero>::load_with(path, pin.as_ref());

    // From ALIBI_PIN: nothing is asked.
    let mut asked = Vec::new();
    let pin = alibi::cli::pin_for_with(path, Some("2468".into()), &mut &b""[..], &mut asked);
    assert!(asked.is_empty());
    assert_eq!(open(pin).unwrap().name, "Sealed");

    // Typed after the prompt, which names the file.
    let pin = alibi::cli::pin_for_with(path, None, &mut &b"2468\n"[..], &mut asked);
    let prompt = String::from_utf8(asked).unwrap();
    assert!(
        prompt.contains("is sealed. PIN: ") && prompt.contains(".alibi-game"),
        "{prompt}"
    );
    assert_eq!(open(pin).unwrap().name, "Sealed");

    // A wrong PIN is refused in words; a file in clear asks for nothing.
    let pin = alibi::cli::pin_for_with(path, Some("1111".into()), &mut &b""[..], &mut Vec::new());
    assert_eq!(open(pin).unwrap_err().problem, Problem::OtherPin);
    let clear = Session::<Murdero>::start(&store, "Clear", None).unwrap();
    let mut asked = Vec::new();
    assert!(
        alibi::cli::pin_for_with(clear.path(), None, &mut &b"2468\n"[..], &mut asked).is_none()
    );
    assert!(asked.is_empty());
}
