//! How the optimised builds for x86_64 Linux (`release`, and `dist`, the package's) link Alibi,
//! to keep less of the program resident once it has started:
//! - The functions Alibi runs at start-up lie next to each other. Start-up runs code from all
//!   over a 20 MiB binary and the kernel maps each touched page with its neighbours, so
//!   scattered start-up code kept 8 MiB of the binary resident; packed together it is a
//!   quarter of that. The list is `link/start-up-code.txt`, written by
//!   `scripts/order-start-up-code`; a name that no longer exists is skipped, so a stale list
//!   only costs memory, never the build.
//! - The program stays position-independent (loaded at a random address at every start),
//!   though linking it at a fixed address (`-no-pie`) would keep about 1 MiB less resident
//!   (the loader's patches to its tables): Alibi serves a page on the network and holds a
//!   game's secrets, and a fixed address would hand anyone attacking it the map of its code.

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
