//! Whether this machine can show a window at all, asked before the window code starts.
//!
//! On Linux the window code (winit) finds the display in the environment and opens the
//! window system's libraries at run time (X11's or Wayland's, and xkbcommon for the
//! keyboard). Without a display, or with one of those libraries missing, it stops deep
//! inside with a panic and a backtrace that names none of the packages to install. This
//! looks first, with the same rules, and says what is missing and how to get it
//! (docs/install.md lists the same packages). Elsewhere the window system is part of
//! every install: nothing to look for.

use std::fmt;

/// Why the console window can't be shown on this machine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unavailable {
    /// Neither an X11 nor a Wayland display is named in the environment.
    NoDisplay,
    /// The display named in the environment has no server listening on this machine: the
    /// variable, and the socket its server would listen at.
    NotRunning(String, std::path::PathBuf),
    /// The window system named in the environment, without some of the libraries the window
    /// code loads for it.
    Missing(Vec<&'static Library>),
}

/// A library the window code opens at run time, with the package that installs it on each
/// Linux family.
#[derive(Debug, PartialEq, Eq)]
pub struct Library {
    /// The name it is opened by (the run-time one, which the `-dev` packages don't change).
    pub file: &'static str,
    /// What it is for, in a few words.
    pub what: &'static str,
    /// Its package on Debian and Ubuntu.
    pub debian: &'static str,
    /// Its package on Fedora.
    pub fedora: &'static str,
    /// Its package on Arch.
    pub arch: &'static str,
}

const XKBCOMMON: Library = Library {
    file: "libxkbcommon.so.0",
    what: "the keyboard",
    debian: "libxkbcommon0",
    fedora: "libxkbcommon",
    arch: "libxkbcommon",
};

/// What winit opens for a window on X11, in the order it opens them.
pub const X11: [Library; 6] = [
    Library {
        file: "libX11.so.6",
        what: "X11",
        debian: "libx11-6",
        fedora: "libX11",
        arch: "libx11",
    },
    Library {
        file: "libXcursor.so.1",
        what: "X11's pointer shapes",
        debian: "libxcursor1",
        fedora: "libXcursor",
        arch: "libxcursor",
    },
    Library {
        file: "libX11-xcb.so.1",
        what: "X11's connection",
        debian: "libx11-xcb1",
        fedora: "libX11-xcb",
        arch: "libx11",
    },
    Library {
        file: "libXi.so.6",
        what: "X11's input devices",
        debian: "libxi6",
        fedora: "libXi",
        arch: "libxi",
    },
    XKBCOMMON,
    Library {
        file: "libxkbcommon-x11.so.0",
        what: "the keyboard on X11",
        debian: "libxkbcommon-x11-0",
        fedora: "libxkbcommon-x11",
        arch: "libxkbcommon-x11",
    },
];

/// What winit opens for a window on Wayland.
pub const WAYLAND: [Library; 2] = [
    Library {
        file: "libwayland-client.so.0",
        what: "Wayland",
        debian: "libwayland-client0",
        fedora: "libwayland-client",
        arch: "wayland",
    },
    XKBCOMMON,
];

/// Looks for a display and its libraries the way the window code will; `Ok` when it can
/// start. The libraries found stay loaded, so the window code's own opening of them right
/// after costs nothing more.
pub fn check() -> Result<(), Unavailable> {
    #[cfg(target_os = "linux")]
    {
        let named = |variable: &str| std::env::var(variable).ok().filter(|v| !v.is_empty());
        // winit's order: Wayland first (an X11 display may be there as well, for older
        // programs), then X11.
        let (libraries, socket): (&'static [Library], _) =
            if let Some(name) = named("WAYLAND_DISPLAY") {
                let socket = wayland_socket(&name, named("XDG_RUNTIME_DIR").as_deref());
                (
                    &WAYLAND,
                    socket.map(|path| (format!("WAYLAND_DISPLAY={name}"), path)),
                )
            } else if named("WAYLAND_SOCKET").is_some() {
                (&WAYLAND, None)
            } else if let Some(name) = named("DISPLAY") {
                (
                    &X11,
                    x11_socket(&name).map(|path| (format!("DISPLAY={name}"), path)),
                )
            } else {
                return Err(Unavailable::NoDisplay);
            };
        if let Some((variable, path)) = socket
            && !path.exists()
        {
            return Err(Unavailable::NotRunning(variable, path));
        }
        return missing(libraries, |file| {
            // SAFETY: these are the window system's own libraries, which the window code
            // opens next anyway; their initialisers only set up their own state.
            let opened = unsafe { libloading::Library::new(file) };
            // Kept open for the window code: closing would unload what it loads again.
            opened.map(std::mem::forget).is_ok()
        });
    }
    #[allow(unreachable_code)]
    Ok(())
}

/// Where the X server of a display on this machine (`:0`, `:1.0`, `unix:0`) listens; `None`
/// for a display elsewhere (`host:10.0`, as `ssh -X` sets), which only connecting can tell.
pub fn x11_socket(display: &str) -> Option<std::path::PathBuf> {
    let local = display.strip_prefix("unix").unwrap_or(display);
    let number = local.strip_prefix(':')?.split('.').next()?;
    number.parse::<u32>().ok()?;
    Some(format!("/tmp/.X11-unix/X{number}").into())
}

/// Where the Wayland compositor named `display` listens: a name is looked for in the runtime
/// folder, a path is the socket itself; `None` when no runtime folder says where.
pub fn wayland_socket(display: &str, runtime: Option<&str>) -> Option<std::path::PathBuf> {
    let path = std::path::Path::new(display);
    if path.is_absolute() {
        Some(path.to_path_buf())
    } else {
        Some(std::path::Path::new(runtime?).join(path))
    }
}

/// `Ok` when `open` finds every one of `libraries`, the missing ones otherwise.
pub fn missing(
    libraries: &'static [Library],
    mut open: impl FnMut(&str) -> bool,
) -> Result<(), Unavailable> {
    let missing: Vec<_> = libraries.iter().filter(|l| !open(l.file)).collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(Unavailable::Missing(missing))
    }
}

impl fmt::Display for Unavailable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unavailable::NoDisplay => write!(
                f,
                "there is no display to show it on: neither DISPLAY (X11) nor \
                 WAYLAND_DISPLAY (Wayland) is set.\n\
                 Start Alibi from a desktop session (on a machine without a screen, under \
                 Xvfb). The commands in `alibi --help` need no window."
            ),
            Unavailable::NotRunning(variable, socket) => write!(
                f,
                "no display server is running for {variable}: nothing listens at {}.\n\
                 Start Alibi from the desktop session that display belongs to, or set the \
                 variable to a running one.",
                socket.display()
            ),
            Unavailable::Missing(libraries) => {
                let list = |package: fn(&Library) -> &'static str| {
                    let mut packages: Vec<&str> = Vec::new();
                    for library in libraries {
                        if !packages.contains(&package(library)) {
                            packages.push(package(library));
                        }
                    }
                    packages.join(" ")
                };
                writeln!(f, "the system lacks libraries the window needs:")?;
                for library in libraries {
                    writeln!(f, "  {} ({})", library.file, library.what)?;
                }
                writeln!(f, "Install them with the system's package manager:")?;
                writeln!(
                    f,
                    "  Debian, Ubuntu: sudo apt install {}",
                    list(|l| l.debian)
                )?;
                writeln!(
                    f,
                    "  Fedora:         sudo dnf install {}",
                    list(|l| l.fedora)
                )?;
                writeln!(f, "  Arch:           sudo pacman -S {}", list(|l| l.arch))?;
                write!(
                    f,
                    "docs/install.md lists what the windows need. The commands in \
                     `alibi --help` need none of it."
                )
            }
        }
    }
}

impl std::error::Error for Unavailable {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_library_is_named_with_the_package_to_install_per_family() {
        let problem = missing(&X11, |file| !file.starts_with("libxkbcommon")).unwrap_err();
        assert_eq!(problem, Unavailable::Missing(vec![&X11[4], &X11[5]]));
        let said = problem.to_string();
        assert!(
            said.contains("  libxkbcommon-x11.so.0 (the keyboard on X11)"),
            "{said}"
        );
        assert!(
            said.contains("sudo apt install libxkbcommon0 libxkbcommon-x11-0\n"),
            "{said}"
        );
        assert!(
            said.contains("sudo dnf install libxkbcommon libxkbcommon-x11\n"),
            "{said}"
        );
        assert!(
            said.contains("sudo pacman -S libxkbcommon libxkbcommon-x11\n"),
            "{said}"
        );
    }

    #[test]
    fn a_package_holding_two_missing_libraries_is_installed_once() {
        // Arch's libx11 holds both libX11 and libX11-xcb.
        let problem = missing(&X11, |file| !file.starts_with("libX11")).unwrap_err();
        let said = problem.to_string();
        assert!(said.contains("sudo pacman -S libx11\n"), "{said}");
        assert!(
            said.contains("sudo apt install libx11-6 libx11-xcb1\n"),
            "{said}"
        );
    }

    #[test]
    fn a_display_on_this_machine_is_looked_for_at_its_socket() {
        let at = |path: &str| Some(std::path::PathBuf::from(path));
        assert_eq!(x11_socket(":0"), at("/tmp/.X11-unix/X0"));
        assert_eq!(x11_socket(":12.0"), at("/tmp/.X11-unix/X12"));
        assert_eq!(x11_socket("unix:3"), at("/tmp/.X11-unix/X3"));
        // Over the network (ssh -X) or malformed: only connecting can tell.
        assert_eq!(x11_socket("localhost:10.0"), None);
        assert_eq!(x11_socket(":x"), None);
        assert_eq!(
            wayland_socket("wayland-0", Some("/run/user/1000")),
            at("/run/user/1000/wayland-0")
        );
        assert_eq!(wayland_socket("/tmp/w", None), at("/tmp/w"));
        assert_eq!(wayland_socket("wayland-0", None), None);
    }

    #[test]
    fn with_every_library_there_the_window_can_start() {
        assert_eq!(missing(&WAYLAND, |_| true), Ok(()));
    }

    #[test]
    fn the_packages_are_the_ones_the_install_page_lists() {
        let page = include_str!("../../docs/install.md");
        for library in X11.iter().chain(&WAYLAND) {
            // The page lists libX11 itself under the libraries that pull it in.
            if library.file == "libX11.so.6" {
                continue;
            }
            for package in [library.debian, library.fedora, library.arch] {
                assert!(
                    page.contains(package),
                    "{package} ({}) is missing from docs/install.md",
                    library.file
                );
            }
        }
    }
}
