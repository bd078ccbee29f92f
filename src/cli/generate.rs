//! `alibi generate`: the man pages and the shell completions, written from the command line's
//! one declaration ([`super::declaration`]) by clap's own generators, so neither can say
//! something `alibi --help` doesn't. The reference part of `docs/command-line.md` is written
//! from it too ([`reference`]; `tests/man_pages.rs` holds the page to it).
//!
//! A hidden verb of the program rather than a build script: the package build runs it once
//! (`scripts/build-package`), and neither `cargo run` nor `cargo test` pays for writing pages
//! nobody reads. The code it adds to the binary is never run at start-up. The verb is added
//! to the declaration only to parse the command line, never to what the pages and the
//! completions are written from: clap_complete would offer even a hidden verb.

use super::{DOCUMENTATION, ENVIRONMENT, EXIT_STATUSES};
use clap::{Args, FromArgMatches};
use clap_complete::Shell;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, roman};
use std::io;
use std::path::{Path, PathBuf};

/// What `alibi generate` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Generated {
    /// The man pages: `alibi.1`, and one per verb (`alibi-replay.1`, …).
    Man,
    /// The completions: `alibi.bash` (bash), `_alibi` (zsh) and `alibi.fish` (fish).
    Completions,
}

/// The hidden verb's name: `alibi generate man|completions DIR`.
pub(super) const VERB: &str = "generate";

/// Write the man pages or the shell completions into a folder, for a package to ship.
#[derive(Debug, Args)]
struct Arguments {
    /// What to write.
    #[arg(value_enum)]
    what: Generated,
    /// The folder to write it in (made if missing).
    dir: PathBuf,
}

/// The hidden verb, to add to the declaration when parsing.
pub(super) fn verb() -> clap::Command {
    Arguments::augment_args(clap::Command::new(VERB).hide(true))
}

/// What the hidden verb was asked to write, and where.
pub(super) fn read(found: &clap::ArgMatches) -> Result<(Generated, PathBuf), clap::Error> {
    let arguments = Arguments::from_arg_matches(found)?;
    Ok((arguments.what, arguments.dir))
}

/// The shells the package ships completions for.
pub const SHELLS: [Shell; 3] = [Shell::Bash, Shell::Zsh, Shell::Fish];

/// Writes `what` into `dir`: one report line per file written and status 0, or the reason
/// it couldn't and status 2.
pub(super) fn write(what: Generated, dir: &Path) -> (Vec<String>, i32) {
    let written = std::fs::create_dir_all(dir).and_then(|()| match what {
        Generated::Man => write_man_pages(dir),
        Generated::Completions => write_completions(dir),
    });
    match written {
        Ok(files) => (
            files
                .iter()
                .map(|file| format!("wrote {}", file.display()))
                .collect(),
            0,
        ),
        Err(error) => (vec![format!("can't write there: {error}")], 2),
    }
}

/// Every man page as `(file name, roff text)`: `alibi.1` first, then one per verb that
/// `alibi --help` lists, and per verb of a verb (`alibi-selfplay-intent-to-kill.1`), as the
/// pages' SUBCOMMANDS sections name them. The hidden `generate` has none.
pub fn man_pages() -> Vec<(String, String)> {
    // As clap_mangen's own `generate_to` does: built (so each verb knows its full name,
    // `alibi-replay`), and without the `help` verb, which a man page has no use for.
    let mut top = super::declaration().disable_help_subcommand(true);
    top.build();
    let mut commands = vec![top];
    let mut next = 0;
    while let Some(command) = commands.get(next) {
        let verbs: Vec<clap::Command> = command
            .get_subcommands()
            .filter(|verb| !verb.is_hide_set())
            .cloned()
            .collect();
        commands.extend(verbs);
        next += 1;
    }
    commands.into_iter().map(man_page).collect()
}

/// One man page, `(file name, roff text)`: clap_mangen's sections for the command, then the
/// exit statuses, the environment and where the documentation is, from the same lists as
/// `alibi --help`.
fn man_page(command: clap::Command) -> (String, String) {
    let lists_verbs = command.get_subcommands().any(|verb| !verb.is_hide_set());
    // Only the program has a version; a verb's page would have none to show.
    let has_version = command.get_version().is_some();
    let man = Man::new(command);
    let mut roff = Roff::default();
    roff.control("SH", ["EXIT STATUS"]);
    for (status, meaning) in EXIT_STATUSES {
        roff.control("TP", []);
        roff.text([bold(status)]);
        roff.text([roman(meaning)]);
    }
    roff.control("SH", ["ENVIRONMENT"]);
    for (name, meaning) in ENVIRONMENT {
        roff.control("TP", []);
        roff.text([bold(name)]);
        roff.text([roman(meaning)]);
    }
    roff.control("SH", ["SEE ALSO"]);
    roff.text([roman(DOCUMENTATION.replace('\n', " "))]);

    let mut page = Vec::new();
    // Writing into memory can't fail; clap_mangen takes any writer.
    let _ = man.render_title(&mut page);
    let _ = man.render_name_section(&mut page);
    let _ = man.render_synopsis_section(&mut page);
    let _ = man.render_description_section(&mut page);
    let _ = man.render_options_section(&mut page);
    if lists_verbs {
        let _ = man.render_subcommands_section(&mut page);
    }
    let _ = roff.to_writer(&mut page);
    if has_version {
        let _ = man.render_version_section(&mut page);
    }
    (
        man.get_filename(),
        String::from_utf8_lossy(&page).into_owned(),
    )
}

fn write_man_pages(dir: &Path) -> io::Result<Vec<PathBuf>> {
    man_pages()
        .into_iter()
        .map(|(name, page)| {
            let path = dir.join(name);
            std::fs::write(&path, page)?;
            Ok(path)
        })
        .collect()
}

fn write_completions(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut command = super::declaration();
    SHELLS
        .into_iter()
        .map(|shell| clap_complete::generate_to(shell, &mut command, "alibi", dir))
        .collect()
}

/// The reference part of `docs/command-line.md`, in Markdown: every verb that `alibi --help`
/// lists with its usage, arguments and options, then the exit statuses and the environment
/// variables. `tests/man_pages.rs` fails when the page says anything else, and writes it
/// again when asked (`ALIBI_WRITE_DOCS=1`).
pub fn reference() -> String {
    let mut top = super::declaration();
    top.build();
    let mut page = String::new();
    reference_of(&mut top, &mut page);
    page.push_str("### Exit status\n\n| status | meaning |\n|---|---|\n");
    for (status, meaning) in EXIT_STATUSES {
        page.push_str(&format!("| {status} | {} |\n", cell(meaning)));
    }
    page.push_str("\n### Environment\n\n| variable | meaning |\n|---|---|\n");
    for (name, meaning) in ENVIRONMENT {
        page.push_str(&format!("| `{name}` | {} |\n", cell(meaning)));
    }
    page
}

/// One command's section, then its verbs' sections (depth first, as `--help` lists them).
fn reference_of(command: &mut clap::Command, page: &mut String) {
    // A built command knows the words that reach it ("alibi selfplay crimewave").
    let name = command
        .get_bin_name()
        .unwrap_or(command.get_name())
        .to_owned();
    let about = command
        .get_long_about()
        .or(command.get_about())
        .map(ToString::to_string)
        .unwrap_or_default();
    let usage = command.render_usage().to_string();
    let usage = usage.trim_start_matches("Usage:").trim();
    page.push_str(&format!(
        "### `{name}`\n\n{about}\n\n```sh\n{usage}\n```\n\n"
    ));

    let arguments: Vec<&clap::Arg> = command
        .get_arguments()
        .filter(|argument| !argument.is_hide_set())
        .collect();
    if !arguments.is_empty() {
        page.push_str("| argument or option | what it is |\n|---|---|\n");
        for argument in arguments {
            page.push_str(&format!(
                "| `{}` | {} |\n",
                spelled(argument),
                said(argument)
            ));
        }
        page.push('\n');
    }
    let verbs: Vec<&clap::Command> = command
        .get_subcommands()
        .filter(|verb| !verb.is_hide_set())
        .collect();
    if !verbs.is_empty() {
        page.push_str("| verb | what it does |\n|---|---|\n");
        for verb in &verbs {
            let about = verb
                .get_about()
                .map(ToString::to_string)
                .unwrap_or_default();
            page.push_str(&format!("| `{}` | {} |\n", verb.get_name(), cell(&about)));
        }
        page.push('\n');
    }
    // (The program's own after-help, the exit statuses and the environment, ends the page as
    // tables of its own.)
    if let Some(after) = command.get_after_long_help() {
        page.push_str(&format!("```text\n{after}\n```\n\n"));
    }
    for verb in command
        .get_subcommands_mut()
        .filter(|verb| !verb.is_hide_set() && verb.get_name() != "help")
    {
        reference_of(verb, page);
    }
}

/// An argument as the help spells it: `-h, --help`, `--games <GAMES>`, `<FILE>`.
fn spelled(argument: &clap::Arg) -> String {
    let value = argument
        .get_value_names()
        .and_then(|names| names.first())
        .map_or_else(
            || argument.get_id().as_str().to_uppercase(),
            ToString::to_string,
        );
    let takes_value = argument.get_num_args().is_some_and(|n| n.takes_values());
    let mut names = Vec::new();
    if let Some(short) = argument.get_short() {
        names.push(format!("-{short}"));
    }
    if let Some(long) = argument.get_long() {
        names.push(format!("--{long}"));
    }
    match (names.is_empty(), takes_value) {
        (true, _) => format!("<{value}>"),
        (false, true) => format!("{} <{value}>", names.join(", ")),
        (false, false) => names.join(", "),
    }
}

/// What an argument is, as the long help says it, with its default and whether it must be
/// given.
fn said(argument: &clap::Arg) -> String {
    let mut what = argument
        .get_long_help()
        .or(argument.get_help())
        .map(ToString::to_string)
        .unwrap_or_default();
    let mut add = |sentence: &str| {
        if !what.is_empty() && !what.ends_with('.') {
            what.push('.');
        }
        what.push(' ');
        what.push_str(sentence);
    };
    if argument.is_required_set() {
        add("Required.");
    }
    // A flag's default (off) goes without saying.
    let takes_value = argument.get_num_args().is_some_and(|n| n.takes_values());
    let defaults: Vec<String> = argument
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    if takes_value && !defaults.is_empty() {
        add(&format!("Default: {}.", defaults.join(", ")));
    }
    cell(&what)
}

/// Text for one cell of a Markdown table: one line, its bars escaped.
fn cell(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('|', "\\|")
}
