//! An outside program's process, as the open protocol runs it: started through the system's
//! shell in a process group of its own, its output read in lines of at most [`LINE_LIMIT`]
//! bytes, its input written by a thread of its own, and nothing of it left running once the
//! game is over.
//!
//! The program is nobody's friend: it may write without end, never write a newline, never
//! read, fork helpers that never exit, or stop at once. Alibi's memory stays flat whatever
//! it does — output is read in bounded chunks, a line past the bound is thrown away as it
//! comes (the program hears it was refused), and only a few lines wait on either side — and
//! every wait has a time limit, so the worst a program can do is forfeit its game.

use std::io::{ErrorKind, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, TrySendError, sync_channel};
use std::time::{Duration, Instant};

/// The longest line a program may write, in bytes, its newline not counted.
pub const LINE_LIMIT: usize = 4096;

/// How many characters of a program's own words Alibi repeats in a message or the win table.
pub const ECHO_LIMIT: usize = 80;

/// Lines read ahead of the game, or written ahead of the program's reading: a program that
/// writes faster than the game asks waits on its pipe; one that doesn't read at all is
/// stopped when this many lines wait for it.
const QUEUE: usize = 256;

/// What the program wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// A line (without its newline; bytes that are not UTF-8 replaced).
    Line(String),
    /// A line longer than [`LINE_LIMIT`]: what follows of it up to its newline is thrown
    /// away unread.
    TooLong,
}

/// Why a program can't be heard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Silence {
    /// Nothing came within the time allowed.
    Timeout,
    /// The program closed its output (it stopped, or crashed).
    Closed,
}

/// A running outside program.
pub struct Process {
    child: Child,
    input: Option<SyncSender<String>>,
    output: Receiver<Heard>,
    /// Why the program can't take more input, once it can't.
    deaf: Option<&'static str>,
}

impl Process {
    /// Starts `command` through the system's shell (`sh -c`, or `cmd /C` on Windows), in a
    /// process group of its own where there are process groups.
    pub fn start(command: &str) -> Result<Process, String> {
        let mut shell = if cfg!(windows) {
            let mut c = Command::new("cmd");
            c.arg("/C");
            c
        } else {
            let mut c = Command::new("sh");
            c.arg("-c");
            c
        };
        shell
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        #[cfg(unix)]
        {
            // Its own group, so whatever it forks is stopped with it.
            use std::os::unix::process::CommandExt;
            shell.process_group(0);
        }
        let mut child = shell
            .spawn()
            .map_err(|e| format!("can't start \"{}\": {e}", cut(command)))?;
        let stdout = child.stdout.take();
        let stdin = child.stdin.take();
        let (Some(stdout), Some(stdin)) = (stdout, stdin) else {
            stop(&mut child);
            return Err(format!(
                "\"{}\" has no input or output to use",
                cut(command)
            ));
        };
        let (heard, output) = sync_channel(QUEUE);
        std::thread::spawn(move || read_lines(stdout, &heard));
        let (input, lines) = sync_channel::<String>(QUEUE);
        std::thread::spawn(move || write_lines(stdin, &lines));
        Ok(Process {
            child,
            input: Some(input),
            output,
            deaf: None,
        })
    }

    /// The program's process id (on Unix also its process group's).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Sends one line. A program that stopped reading is not waited for: once [`QUEUE`]
    /// lines wait, it is marked deaf ([`Process::deaf`]).
    pub fn send(&mut self, line: &str) {
        let Some(input) = &self.input else { return };
        match input.try_send(format!("{line}\n")) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => {
                self.deaf
                    .get_or_insert("the program does not read what Alibi sends");
            }
            Err(TrySendError::Disconnected(_)) => {
                self.deaf.get_or_insert("the program closed its input");
            }
        }
    }

    /// Why the program can't take more input, if it can't.
    pub fn deaf(&self) -> Option<&'static str> {
        self.deaf
    }

    /// Closes the program's input (after what was sent), telling it the game is over.
    pub fn close(&mut self) {
        self.input = None;
    }

    /// The next thing the program wrote, waiting at most `patience`.
    pub fn hear(&mut self, patience: Duration) -> Result<Heard, Silence> {
        self.output
            .recv_timeout(patience)
            .map_err(|error| match error {
                RecvTimeoutError::Timeout => Silence::Timeout,
                RecvTimeoutError::Disconnected => Silence::Closed,
            })
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.close();
        // A moment to end by itself after its input closes, then nothing of it is left.
        let deadline = Instant::now() + Duration::from_millis(100);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        stop(&mut self.child);
    }
}

/// Refusals in a row that forfeit a program's game.
pub const REFUSALS: u32 = 3;

/// The referee's side of the open protocol's conversation with a program, whatever the
/// game: lines sent, the answer to a prompt awaited (at most its patience), each refused
/// line counted, and the reason the program forfeits when it does.
pub struct Conversation {
    process: Process,
    /// How long the program may think about one line.
    patience: Duration,
    refusals: u32,
    /// Why the last line was refused, while the program hasn't made good.
    last_refusal: Option<String>,
}

/// Why a program that ended, or closed its output, forfeits.
const STOPPED: &str = "the program stopped (its output closed)";

impl Conversation {
    /// Starts `command` and greets it with `greeting`, one line each.
    pub fn start(command: &str, patience: Duration, greeting: &[&str]) -> Result<Self, String> {
        let mut talk = Conversation {
            process: Process::start(command)?,
            patience,
            refusals: 0,
            last_refusal: None,
        };
        for line in greeting {
            talk.send(line);
        }
        Ok(talk)
    }

    /// Gives the program `patience` to think about each line from now on.
    pub fn set_patience(&mut self, patience: Duration) {
        self.patience = patience;
    }

    /// The program's process id (on Unix also its process group's).
    pub fn id(&self) -> u32 {
        self.process.id()
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) {
        self.process.send(line);
    }

    /// Something the program tried was accepted: its refusals start again from none.
    pub fn accepted(&mut self) {
        self.refusals = 0;
        self.last_refusal = None;
    }

    /// Sends `prompt` and returns the program's next line that isn't a comment or blank;
    /// a line past the bound is refused as it comes. `Err` is the reason it forfeits.
    pub fn prompt(&mut self, prompt: &str) -> Result<String, String> {
        self.send(prompt);
        loop {
            if let Some(why) = self.process.deaf() {
                // A program that stopped closes both ends: say so rather than the half
                // seen first.
                let stopped = matches!(
                    self.process.hear(Duration::from_millis(50)),
                    Err(Silence::Closed)
                );
                return Err(if stopped { STOPPED } else { why }.into());
            }
            let silence = match self.process.hear(self.patience) {
                Ok(Heard::Line(line)) => {
                    let line = line.split('#').next().unwrap_or("").trim().to_owned();
                    if !line.is_empty() {
                        return Ok(line);
                    }
                    continue;
                }
                Ok(Heard::TooLong) => {
                    self.refused(&format!("the line is longer than {LINE_LIMIT} bytes"))?;
                    self.send(prompt);
                    continue;
                }
                Err(silence) => silence,
            };
            let mut why = match silence {
                Silence::Timeout => format!("no answer within {} s", self.patience.as_secs_f64()),
                Silence::Closed => STOPPED.into(),
            };
            if let Some(last) = &self.last_refusal {
                why.push_str(&format!(", after a refused line ({last})"));
            }
            return Err(why);
        }
    }

    /// Tells the program its line was refused (`illegal: REASON`); `Err` is the reason it
    /// forfeits, after [`REFUSALS`] in a row.
    pub fn refused(&mut self, reason: &str) -> Result<(), String> {
        // The reason may repeat the program's own words: never more than a short line.
        let reason = cut(reason);
        self.refusals += 1;
        self.send(&format!("illegal: {reason}"));
        if self.refusals >= REFUSALS {
            return Err(format!(
                "{REFUSALS} refused lines in a row (the last: {reason})"
            ));
        }
        self.last_refusal = Some(reason);
        Ok(())
    }

    /// Sends the end of the game and closes the program's input.
    pub fn finish(&mut self, last: &str) {
        self.send(last);
        self.process.close();
    }
}

/// Stops the program and everything it forked (its process group), and reaps it.
fn stop(child: &mut Child) {
    #[cfg(unix)]
    if let Ok(group) = libc::pid_t::try_from(child.id()) {
        // SAFETY: kill(2) with a negative pid only signals the process group the program was
        // started in (its own, see `Process::start`); it touches no memory of ours.
        unsafe {
            libc::kill(-group, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Reads the program's output in bounded chunks and passes on its lines, each at most
/// [`LINE_LIMIT`] bytes; stops when the output closes or nobody listens any more.
fn read_lines(mut output: ChildStdout, heard: &SyncSender<Heard>) {
    let mut chunk = [0u8; 4096];
    let mut line: Vec<u8> = Vec::with_capacity(LINE_LIMIT);
    // Inside a line already reported too long: skip to its newline.
    let mut skipping = false;
    loop {
        let read = match output.read(&mut chunk) {
            Ok(0) => return,
            Ok(n) => n,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(_) => return,
        };
        for piece in chunk[..read].split_inclusive(|&b| b == b'\n') {
            let ends = piece.last() == Some(&b'\n');
            let text = if ends {
                &piece[..piece.len() - 1]
            } else {
                piece
            };
            if !skipping {
                if line.len() + text.len() > LINE_LIMIT {
                    line.clear();
                    skipping = true;
                    if heard.send(Heard::TooLong).is_err() {
                        return;
                    }
                } else {
                    line.extend_from_slice(text);
                }
            }
            if ends {
                if !skipping {
                    let text = String::from_utf8_lossy(&line).into_owned();
                    if heard.send(Heard::Line(text)).is_err() {
                        return;
                    }
                }
                line.clear();
                skipping = false;
            }
        }
    }
}

/// Writes the lines sent to the program, in order, until the sending side closes or the
/// program stops reading for good.
fn write_lines(mut input: ChildStdin, lines: &Receiver<String>) {
    for line in lines {
        if input
            .write_all(line.as_bytes())
            .and_then(|()| input.flush())
            .is_err()
        {
            return;
        }
    }
}

/// A program's own words cut to [`ECHO_LIMIT`] characters, to repeat in a message.
pub fn cut(text: &str) -> String {
    match text.char_indices().nth(ECHO_LIMIT) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_cut_at_the_echo_limit() {
        assert_eq!(cut("murder nurse"), "murder nurse");
        let long = "é".repeat(ECHO_LIMIT + 5);
        let short = cut(&long);
        assert_eq!(short.chars().count(), ECHO_LIMIT + 1);
        assert!(short.ends_with('…'));
    }
}
