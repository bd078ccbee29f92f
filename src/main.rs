//! `alibi`: the app, or a headless verb (see `alibi --help`).

use std::process::ExitCode;

fn main() -> ExitCode {
    // Help, the version and usage errors are clap's to print: exit 0 or 2.
    let command = alibi::cli::parse(std::env::args_os()).unwrap_or_else(|error| error.exit());
    match command {
        alibi::cli::Command::Gui { serve_table } => match alibi::ui::run(serve_table) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: the window could not be shown: {error}");
                ExitCode::FAILURE
            }
        },
        command => {
            let outcome = alibi::cli::run(&command);
            let status = alibi::cli::write_outcome(
                &outcome,
                &mut std::io::stdout().lock(),
                &mut std::io::stderr().lock(),
            );
            ExitCode::from(u8::try_from(status).unwrap_or(1))
        }
    }
}
