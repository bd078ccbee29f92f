//! `alibi`: the app, or a headless verb (see `alibi --help`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    match alibi::cli::parse(&args) {
        Ok(alibi::cli::Command::Gui) => match alibi::ui::run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("alibi: the window could not be shown: {error}");
                ExitCode::FAILURE
            }
        },
        Ok(command) => {
            let status = alibi::cli::run(&command, &mut std::io::stdout().lock());
            ExitCode::from(u8::try_from(status).unwrap_or(1))
        }
        Err(usage) => {
            eprintln!("alibi: {usage}");
            ExitCode::from(2)
        }
    }
}
