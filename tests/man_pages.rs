//! The man pages and the shell completions are written from the command line's one
//! declaration: they say what `alibi --help` says, verb for verb and option for option, and
//! `alibi generate` writes exactly what the library renders.

use alibi::cli::{self, ENVIRONMENT, EXIT_STATUSES};
use std::collections::BTreeMap;
use std::process::Command;

fn alibi(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_alibi"))
        .args(args)
        .env("ALIBI_HOME", env!("CARGO_TARGET_TMPDIR"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{args:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// A man page's text as `man` shows it, give or take the layout: the roff escapes undone.
fn plain(roff: &str) -> String {
    roff.replace("\\*(Aq", "'")
        .replace("\\-", "-")
        .replace("\\fB", "")
        .replace("\\fI", "")
        .replace("\\fR", "")
        .replace("\\&", "")
        .replace("\\\\", "\\")
}

/// The declaration as clap completes it (with `--help` and `--version`), and every verb,
/// verbs of verbs too, as the help lists them: each with the words that reach it
/// (`["selfplay", "intent-to-kill"]`).
fn declaration() -> (clap::Command, Vec<(Vec<String>, clap::Command)>) {
    let mut top = cli::declaration();
    top.build();
    let mut verbs: Vec<(Vec<String>, clap::Command)> = Vec::new();
    let mut parents = vec![(Vec::new(), top.clone())];
    while let Some((path, parent)) = parents.pop() {
        for verb in parent
            .get_subcommands()
            .filter(|verb| !verb.is_hide_set() && verb.get_name() != "help")
        {
            let mut words = path.clone();
            words.push(verb.get_name().to_string());
            verbs.push((words.clone(), verb.clone()));
            parents.push((words, verb.clone()));
        }
    }
    (top, verbs)
}

#[test]
fn every_verb_has_a_man_page_that_says_what_its_help_says() {
    let pages: BTreeMap<String, String> = cli::man_pages()
        .into_iter()
        .map(|(name, page)| (name, plain(&page)))
        .collect();
    let (top, verbs) = declaration();
    assert_eq!(pages.len(), verbs.len() + 1, "{:?}", pages.keys());
    let top_help = alibi(&["--help"]);
    let top_page = &pages["alibi.1"];

    let mut commands = vec![(
        top.clone(),
        "alibi.1".to_string(),
        vec!["--help".to_string()],
    )];
    for (words, verb) in &verbs {
        let name = verb.get_name();
        let page = format!("alibi-{}", words.join("-"));
        // The page above and the help above both list the verb with what it does.
        let about = verb.get_about().unwrap().to_string();
        let parent_page = match &words[..words.len() - 1] {
            [] => "alibi.1".to_string(),
            parents => format!("alibi-{}.1", parents.join("-")),
        };
        let mut parent_help: Vec<String> = words[..words.len() - 1].to_vec();
        parent_help.push("--help".into());
        let parent_help = alibi(&parent_help.iter().map(String::as_str).collect::<Vec<_>>());
        assert!(
            pages[&parent_page].contains(&format!("{page}(1)\n{about}")),
            "{parent_page} lists {page}"
        );
        assert!(
            parent_help.contains(&format!("  {name} ")),
            "{name}: {parent_help}"
        );
        assert!(parent_help.contains(&about), "{name}: {parent_help}");
        let mut help = words.clone();
        help.push("--help".into());
        commands.push((verb.clone(), format!("{page}.1"), help));
    }

    for (command, page_name, help_args) in commands {
        let page = &pages[&page_name];
        let help_args: Vec<&str> = help_args.iter().map(String::as_str).collect();
        let help = alibi(&help_args);
        let about = command.get_about().unwrap().to_string();
        assert!(page.contains(&about), "{page_name}: {page}");
        assert!(help.contains(&about), "{help_args:?}: {help}");
        for argument in command.get_arguments().filter(|a| !a.is_hide_set()) {
            // `--help` and the man page both give the long help where there is one.
            let what = argument
                .get_long_help()
                .or(argument.get_help())
                .unwrap()
                .to_string();
            let name = match argument.get_long() {
                Some(long) => format!("--{long}"),
                None => format!("<{}>", argument.get_id().as_str().to_uppercase()),
            };
            for (said, text) in [(&page_name, page), (&help_args.join(" "), &help)] {
                assert!(text.contains(&name), "{said} has no {name}: {text}");
                assert!(
                    text.contains(&what),
                    "{said} doesn't say \"{what}\": {text}"
                );
            }
        }
        // Every page ends with the exit statuses and the environment `alibi --help` lists.
        for (status, meaning) in EXIT_STATUSES {
            assert!(
                page.contains(&format!("{status}\n{meaning}")),
                "{page_name}"
            );
            assert!(top_help.contains(&format!("{status}  {meaning}")));
        }
        for (name, meaning) in ENVIRONMENT {
            assert!(page.contains(&format!("{name}\n{meaning}")), "{page_name}");
            assert!(top_help.contains(name) && top_help.contains(meaning));
        }
        assert!(
            page.contains("docs/"),
            "{page_name} points to the documentation"
        );
    }
    assert!(top_page.contains(&format!("v{}", env!("CARGO_PKG_VERSION"))));
}

#[test]
fn the_completions_offer_every_verb_and_option_and_nothing_hidden() {
    let dir = tempfile::tempdir().unwrap();
    let written = alibi(&["generate", "completions", dir.path().to_str().unwrap()]);
    let (top, verbs) = declaration();
    for file in ["alibi.bash", "_alibi", "alibi.fish"] {
        assert!(written.contains(file), "{written}");
        let script = std::fs::read_to_string(dir.path().join(file)).unwrap();
        for (words, _) in &verbs {
            let name = words.last().unwrap();
            assert!(script.contains(name.as_str()), "{file}: {name}");
        }
        for long in top.get_arguments().filter_map(|a| a.get_long()) {
            assert!(script.contains(long), "{file}: --{long}");
        }
        assert!(
            !script.contains("generate"),
            "{file} offers the hidden verb"
        );
    }
}

#[test]
fn generate_writes_the_pages_the_library_renders_and_help_hides_it() {
    let dir = tempfile::tempdir().unwrap();
    alibi(&["generate", "man", dir.path().to_str().unwrap()]);
    for (name, page) in cli::man_pages() {
        assert_eq!(
            std::fs::read_to_string(dir.path().join(&name)).unwrap(),
            page,
            "{name}"
        );
    }
    assert!(!alibi(&["--help"]).contains("generate"));
}

/// The lines around the reference part of `docs/command-line.md`, which `cli::reference`
/// writes from the declaration.
const REFERENCE_STARTS: &str = "<!-- Written from src/cli.rs by `ALIBI_WRITE_DOCS=1 cargo test \
                                --test man_pages`: change the declaration, not this part. -->";
const REFERENCE_ENDS: &str = "<!-- End of the part written from src/cli.rs. -->";

#[test]
fn the_command_line_page_says_what_the_declaration_declares() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/command-line.md");
    let page = std::fs::read_to_string(&path).unwrap();
    let (before, rest) = page
        .split_once(REFERENCE_STARTS)
        .expect("docs/command-line.md has the line that starts the reference");
    let (written, after) = rest
        .split_once(REFERENCE_ENDS)
        .expect("docs/command-line.md has the line that ends the reference");
    let reference = cli::reference();
    let wanted = format!("\n\n{reference}\n");
    if written != wanted {
        if std::env::var_os("ALIBI_WRITE_DOCS").is_some() {
            let page = format!("{before}{REFERENCE_STARTS}{wanted}{REFERENCE_ENDS}{after}");
            std::fs::write(&path, page).unwrap();
        } else {
            panic!(
                "docs/command-line.md's reference differs from the declaration in src/cli.rs: \
                 write it again with ALIBI_WRITE_DOCS=1 cargo test --test man_pages, and \
                 read the diff"
            );
        }
    }

    // What the reference holds, read off the declaration on its own: every verb (verbs of
    // verbs too) with a section, every argument and option in its verb's section with what
    // it does, every exit status and environment variable.
    let (top, verbs) = declaration();
    let mut commands = vec![(String::from("alibi"), top)];
    commands.extend(
        verbs
            .into_iter()
            .map(|(words, verb)| (format!("alibi {}", words.join(" ")), verb)),
    );
    for (name, command) in &commands {
        let heading = format!("### `{name}`\n");
        let section = reference
            .split_once(&heading)
            .unwrap_or_else(|| panic!("no section for {name}"))
            .1
            .split("\n### ")
            .next()
            .unwrap();
        let about = command.get_about().unwrap().to_string();
        assert!(section.contains(&about), "{name}: {section}");
        for argument in command.get_arguments().filter(|a| !a.is_hide_set()) {
            let spelled = match argument.get_long() {
                Some(long) => format!("--{long}"),
                None => format!("<{}>", argument.get_id().as_str().to_uppercase()),
            };
            let what = argument
                .get_long_help()
                .or(argument.get_help())
                .unwrap()
                .to_string();
            let what = what.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(section.contains(&spelled), "{name} has no {spelled}");
            assert!(section.contains(&what), "{name} doesn't say \"{what}\"");
        }
        for verb in command.get_subcommands().filter(|v| !v.is_hide_set()) {
            assert!(
                section.contains(&format!("| `{}` |", verb.get_name())),
                "{name} lists {}",
                verb.get_name()
            );
        }
    }
    for (status, meaning) in EXIT_STATUSES {
        assert!(reference.contains(&format!("| {status} | {meaning} |")));
    }
    for (name, _) in ENVIRONMENT {
        assert!(reference.contains(&format!("| `{name}` |")), "{name}");
    }
}
