//! Every word a player reads comes from the message files (`locales/`), so every language
//! has it: no prose in a string literal of the screens' code (`src/ui`, `src/serve`). What is
//! not prose — ids, format glue, symbols — passes; the few exceptions are listed with their
//! reason in `tests/prose-allowed.txt`, and an entry the code no longer has must go too.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The string literals of Rust source, comments left out (escapes kept as written).
fn literals(source: &str) -> Vec<String> {
    let chars: Vec<char> = source.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&chars, i) {
            // A raw string: r"…" or r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                i += 1;
                continue;
            }
            let start = j + 1;
            let mut k = start;
            loop {
                if k >= chars.len() {
                    break;
                }
                if chars[k] == '"' && (0..hashes).all(|h| chars.get(k + 1 + h) == Some(&'#')) {
                    break;
                }
                k += 1;
            }
            found.push(chars[start..k.min(chars.len())].iter().collect());
            i = k + 1 + hashes;
        } else if c == '"' {
            let mut j = i + 1;
            let mut text = String::new();
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    text.push(chars[j]);
                    j += 1;
                }
                if j < chars.len() {
                    text.push(chars[j]);
                }
                j += 1;
            }
            found.push(text);
            i = j + 1;
        } else if c == '\'' {
            // A char literal ('a', '\n', '"') or a lifetime ('a): skip a char literal whole.
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    found
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Whether a literal reads as words to a player: two words of letters, once the format
/// placeholders (`{name}`, `{}`) are taken out.
fn is_prose(literal: &str) -> bool {
    let mut text = String::new();
    let mut depth = 0;
    for c in literal.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => text.push(c),
            _ => {}
        }
    }
    let words = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .count();
    words >= 2 && text.contains(' ')
}

/// A literal on one line of the list: a line continuation (`\` at a line's end) and the
/// indent after it joined away.
fn one_line(literal: &str) -> String {
    let mut out = String::new();
    let mut lines = literal.split('\n');
    if let Some(first) = lines.next() {
        out.push_str(first);
    }
    for line in lines {
        match out.strip_suffix('\\') {
            Some(joined) => {
                out = joined.to_owned();
                out.push_str(line.trim_start());
            }
            None => {
                out.push_str("\\n");
                out.push_str(line);
            }
        }
    }
    out
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

#[test]
fn the_screens_code_holds_no_prose() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src/ui", "src/serve"] {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut seen = BTreeSet::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("readable");
        let relative = file
            .strip_prefix(root)
            .expect("inside")
            .display()
            .to_string();
        for literal in literals(&source).into_iter().filter(|l| is_prose(l)) {
            seen.insert(format!("{relative} | {}", one_line(&literal)));
        }
    }
    let allowed_text =
        std::fs::read_to_string(root.join("tests/prose-allowed.txt")).unwrap_or_default();
    let allowed: BTreeSet<String> = allowed_text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(str::to_owned)
        .collect();
    if std::env::var_os("ALIBI_WRITE_PROSE_LIST").is_some() {
        let mut text = String::from(
            "# Literals of src/ui and src/serve that read as prose but are not shown to players\n\
             # (or not yet moved into locales/). One \"path | literal\" a line.\n",
        );
        for line in &seen {
            text.push_str(line);
            text.push('\n');
        }
        std::fs::write(root.join("tests/prose-allowed.txt"), text).expect("written");
        return;
    }
    let new: Vec<&String> = seen.difference(&allowed).collect();
    let gone: Vec<&String> = allowed.difference(&seen).collect();
    assert!(
        new.is_empty(),
        "prose in the code: put it in locales/ and say it with t!(…):\n{}",
        new.iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(
        gone.is_empty(),
        "no longer in the code, take out of tests/prose-allowed.txt:\n{}",
        gone.iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_scanner_finds_literals_and_tells_prose() {
    let source = r##"// "a comment" is left out
        let a = "Start the game"; let b = 'x'; let c = "intent-pick";
        let d = r#"A raw "one" here"#; fn f<'a>(x: &'a str) {} let e = "{} · {}";"##;
    let found = literals(source);
    assert_eq!(
        found,
        [
            "Start the game",
            "intent-pick",
            "A raw \"one\" here",
            "{} · {}"
        ]
    );
    let prose: Vec<&String> = found.iter().filter(|l| is_prose(l)).collect();
    assert_eq!(prose, ["Start the game", "A raw \"one\" here"]);
}
