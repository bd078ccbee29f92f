//! `alibi generate`: the man pages and the shell completions, written from the command line's
//! one declaration ([`super::declaration`]) by clap's own generators, so neither can say
//! something `alibi --help` doesn't.
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
