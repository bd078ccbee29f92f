//! `alibi`: the app, or a headless verb (see `alibi --help`).

// On Windows Alibi is a windowed program, so no console window opens beside its own when it is
// started from the Start menu or Explorer; a verb typed in a terminal prints there all the same
// (`print_to_the_terminal`).
#![cfg_attr(windows, windows_subsystem = "windows")]

use std::process::ExitCode;

fn main() -> ExitCode {
    // Help, the version and usage errors are clap's to print: exit 0 or 2.
    let command = alibi::cli::parse(std::env::args_os()).unwrap_or_else(|error| {
        print_to_the_terminal();
        error.exit()
    });
    match command {
        alibi::cli::Command::Gui { serve_table } => match show_the_windows(serve_table) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                print_to_the_terminal();
                eprintln!("error: the window can't be shown: {error}");
                ExitCode::FAILURE
            }
        },
        command => {
            print_to_the_terminal();
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

/// The app, once it is clear this machine can show its windows: a missing display or
/// window-system library is told as what to install, not as a panic inside the window code.
fn show_the_windows(serve_table: bool) -> Result<(), String> {
    alibi::cli::display::check().map_err(|problem| problem.to_string())?;
    alibi::ui::run(serve_table).map_err(|error| error.to_string())
}

/// Windows starts a windowed program without a console, so what a verb prints would go
/// nowhere: this attaches Alibi to the console of the terminal it was started from, where
/// the verb's lines then appear. Output sent to a file or a pipe stays there (Windows keeps
/// standard handles that were given), and started from Explorer there is no console to
/// attach to, which changes nothing. The app itself never attaches: closing the terminal
/// would close its windows.
#[cfg(windows)]
fn print_to_the_terminal() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    // SAFETY: AttachConsole takes a process id and touches no memory of ours; it fails
    // harmlessly when there is no parent console or one is already attached.
    unsafe {
        AttachConsole(ATTACH_PARENT_PROCESS);
    }
}

/// Elsewhere a program started from a terminal prints there already.
#[cfg(not(windows))]
fn print_to_the_terminal() {}
