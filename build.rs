//! How the optimised builds for x86_64 Linux (`release`, and `dist`, the package's) link Alibi,
//! both to keep less of the program resident once it has started:
//! - The functions Alibi runs at start-up lie next to each other. Start-up runs code from all
//!   over a 20 MiB binary and the kernel maps each touched page with its neighbours, so
//!   scattered start-up code kept 8 MiB of the binary resident; packed together it is a
//!   quarter of that. The list is `link/start-up-code.txt`, written by
//!   `scripts/order-start-up-code`; a name that no longer exists is skipped, so a stale list
//!   only costs memory, never the build.
//! - The program is linked to its fixed address (not position-independent). A
//!   position-independent program is moved to a random address at every start, and each
//!   pointer in its tables (every trait object's table, every message's text) is patched
//!   then: the loader reads the whole list of patches (0.5 MiB in `dist`, 0.9 in `release`)
//!   and every patched page becomes the process's own copy (0.4 and 0.6 MiB). At a fixed
//!   address there is nothing to patch. The system's libraries still load at random
//!   addresses; only the program's own code and data lose that.

fn main() {
    let list = "link/start-up-code.txt";
    println!("cargo:rerun-if-changed={list}");
    println!("cargo:rerun-if-changed=build.rs");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    // Cargo tells a build script only "debug" or "release": a custom profile reports the one
    // it inherits from, so this is true for `dist` (inherits = "release") too.
    let release = var("PROFILE") == "release";
    // Rust links x86_64 Linux programs with its own LLD from 1.90 on; before, with the
    // system's linker, which may not know the option.
    let lld_default = var("TARGET") == "x86_64-unknown-linux-gnu" && rustc_minor() >= 90;
    // A linker chosen by hand may not know the option: leave its link as it is.
    let own_linker = var("CARGO_ENCODED_RUSTFLAGS").contains("link");
    if release && lld_default && !own_linker {
        let path = std::path::Path::new(&var("CARGO_MANIFEST_DIR")).join(list);
        println!(
            "cargo:rustc-link-arg-bin=alibi=-Wl,--symbol-ordering-file={},--no-warn-symbol-ordering",
            path.display()
        );
        println!("cargo:rustc-link-arg-bin=alibi=-no-pie");
    }
}

/// The minor version of the compiler building Alibi (0 if it can't be told).
fn rustc_minor() -> u32 {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let Ok(output) = std::process::Command::new(rustc).arg("--version").output() else {
        return 0;
    };
    // "rustc 1.95.0 (59807616e 2026-04-14)"
    String::from_utf8_lossy(&output.stdout)
        .split_whitespace()
        .nth(1)
        .and_then(|version| version.split('.').nth(1)?.parse().ok())
        .unwrap_or(0)
}
