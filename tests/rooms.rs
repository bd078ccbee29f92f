//! The rooms of the code and the one-way rule between them (docs/development.md): each folder
//! (or file) under `src/` is a room, a room uses only the rooms the rule allows it, and no
//! module of a room is part of a circle of imports with others of the same room.
//!
//! The graph is read from the source as written: every path that starts at `crate::`,
//! `super::` or `self::` (or names a submodule), in `use` declarations and in code, leads
//! from the module that writes it to the deepest module it names. Comments, strings and
//! `#[cfg(test)]` modules are left out (a test may reach anywhere). A module using one of its
//! ancestors is using its room's own vocabulary (the types a `mod.rs` defines for its
//! children), not a sibling: it makes no circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Which rooms each room may use (besides itself). Read it as "the rules know no screen":
/// a room missing here on the right may never be imported by the room on the left.
const MAY_USE: &[(&str, &[&str])] = &[
    ("chance", &[]),
    ("i18n", &[]),
    ("pin", &["i18n"]),
    ("games", &["i18n"]),
    ("rules", &["chance", "i18n"]),
    ("plays", &["chance", "i18n", "rules"]),
    ("transcript", &["chance", "games", "i18n", "rules"]),
    (
        "record",
        &[
            "chance",
            "games",
            "i18n",
            "pin",
            "plays",
            "rules",
            "transcript",
        ],
    ),
    ("arena", &["chance", "i18n", "plays", "rules", "transcript"]),
    ("settings", &["i18n", "record"]),
    (
        "serve",
        &["chance", "games", "i18n", "plays", "rules", "settings"],
    ),
    (
        "cli",
        &[
            "arena",
            "chance",
            "games",
            "i18n",
            "pin",
            "plays",
            "record",
            "rules",
            "settings",
            "transcript",
            "ui",
        ],
    ),
    (
        "ui",
        &[
            "chance",
            "games",
            "i18n",
            "pin",
            "plays",
            "record",
            "rules",
            "serve",
            "settings",
            "transcript",
        ],
    ),
];

/// One module: its path below the crate (`["rules", "crimewave", "board"]`) and its source.
struct Module {
    path: Vec<String>,
    code: String,
}

/// Every module file under `src/`, except `main.rs` (the binary, which may use everything)
/// and the files of `#[cfg(test)] mod NAME;` declarations.
fn modules() -> Vec<Module> {
    let mut files = Vec::new();
    collect(Path::new("src"), &mut files);
    let mut found: Vec<Module> = files
        .into_iter()
        .filter(|file| file != "src/main.rs")
        .map(|file| {
            let source = std::fs::read_to_string(&file).expect("a source file reads");
            let stem = file
                .strip_prefix("src/")
                .and_then(|f| f.strip_suffix(".rs"))
                .expect("a Rust file under src/");
            let mut path: Vec<String> = stem.split('/').map(str::to_owned).collect();
            if path.last().is_some_and(|l| l == "mod" || l == "lib") {
                path.pop();
            }
            Module {
                path,
                code: without_tests(&code_only(&source)),
            }
        })
        .collect();
    // `#[cfg(test)] mod tests;` puts a test module in a file of its own.
    let test_files: BTreeSet<Vec<String>> = found
        .iter()
        .flat_map(|m| {
            test_module_names(&m.code).into_iter().map(|name| {
                let mut path = m.path.clone();
                path.push(name);
                path
            })
        })
        .collect();
    found.retain(|m| !test_files.contains(&m.path));
    found
}

fn collect(dir: &Path, files: &mut Vec<String>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/ reads")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The source with comments removed and the insides of string and char literals blanked, so
/// a path written in a comment or a message is not read as an import.
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    let ident_before = |i: usize| i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(i) {
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let mut k = j + 1;
            while k < chars.len()
                && !(chars[k] == '"' && (0..hashes).all(|h| chars.get(k + 1 + h) == Some(&'#')))
            {
                k += 1;
            }
            out.push_str("\"\"");
            i = k + 1 + hashes;
        } else if c == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    j += 1;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j + 1;
        } else if c == '\'' {
            // A char literal ('a', '\n', '"') is skipped whole; a lifetime ('a) is kept.
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push_str("' '");
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The code without its `#[cfg(test)] mod NAME { … }` blocks.
fn without_tests(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "#[cfg(test)]".len()..];
        let trimmed = after.trim_start();
        let is_block = trimmed.starts_with("mod ")
            && trimmed
                .find(['{', ';'])
                .is_some_and(|i| trimmed.as_bytes()[i] == b'{');
        if !is_block {
            out.push_str("#[cfg(test)]");
            rest = after;
            continue;
        }
        let open = after.find('{').expect("the block opens");
        let mut depth = 0;
        let mut end = after.len();
        for (i, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The names of `#[cfg(test)] mod NAME;` declarations (test modules in files of their own).
fn test_module_names(code: &str) -> Vec<String> {
    code.match_indices("#[cfg(test)]")
        .filter_map(|(at, tag)| {
            let after = code[at + tag.len()..].trim_start();
            let name = after.strip_prefix("mod ")?.split(';').next()?.trim();
            name.chars()
                .all(|c| c.is_alphanumeric() || c == '_')
                .then(|| name.to_owned())
        })
        .collect()
}

/// Every path a module writes: the trees of its `use` declarations spelled out, and the
/// paths in its code that start at `crate`, `super` or `self`.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = code;
    // `use` declarations (their trees may name submodules without a leading keyword).
    while let Some(at) = find_word(rest, "use") {
        let after = &rest[at + 3..];
        let end = after.find(';').unwrap_or(after.len());
        // `a as b` becomes `a@b`, then the spaces go.
        let words: Vec<&str> = after[..end].split_whitespace().collect();
        let tree: String = words.join(" ").replace(" as ", "@").replace(' ', "");
        expand(&tree, &mut Vec::new(), &mut found);
        rest = &after[end..];
    }
    // Paths in code.
    let tokens: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':' || c == '$'))
        .collect();
    for token in tokens {
        let segments: Vec<&str> = token.split("::").collect();
        if segments.len() > 1
            && matches!(segments[0], "crate" | "super" | "self")
            && segments.iter().all(|s| !s.is_empty())
        {
            found.push(segments.iter().map(|s| (*s).to_owned()).collect());
        }
    }
    found
}

/// Where the word `word` stands alone in `text`.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    text.match_indices(word).map(|(i, _)| i).find(|&i| {
        let before = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        let after = bytes
            .get(i + word.len())
            .is_none_or(|b| b.is_ascii_whitespace());
        before && after
    })
}

/// Spells out a `use` tree (`a::{b, c::{d, e}}`) into its paths.
fn expand(tree: &str, prefix: &mut Vec<String>, found: &mut Vec<Vec<String>>) {
    let tree = tree.trim_start_matches("::");
    if let Some(open) = tree.find('{') {
        let head = &tree[..open];
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let pushed: Vec<String> = head
            .split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .collect();
        let kept = prefix.len();
        prefix.extend(pushed);
        for part in split_top(inner) {
            if !part.is_empty() {
                expand(part, prefix, found);
            }
        }
        prefix.truncate(kept);
    } else {
        let path = tree.split('@').next().unwrap_or(tree);
        let mut full = prefix.clone();
        full.extend(
            path.split("::")
                .filter(|s| !s.is_empty() && *s != "*")
                .map(str::to_owned),
        );
        found.push(full);
    }
}

/// Splits a `use` group's inside at its top-level commas.
fn split_top(inner: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
}

/// The graph: for each module, the modules it uses (itself and the crate root left out).
fn graph(modules: &[Module]) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let known: BTreeSet<Vec<String>> = modules.iter().map(|m| m.path.clone()).collect();
    let mut edges = BTreeMap::new();
    for module in modules {
        let mut uses = BTreeSet::new();
        for path in paths(&module.code) {
            let (mut at, rest): (Vec<String>, &[String]) = match path[0].as_str() {
                "crate" => (Vec::new(), &path[1..]),
                "self" => (module.path.clone(), &path[1..]),
                "super" => {
                    let supers = path.iter().take_while(|s| *s == "super").count();
                    let mut base = module.path.clone();
                    base.truncate(base.len().saturating_sub(supers));
                    (base, &path[supers..])
                }
                _ => (module.path.clone(), &path[..]),
            };
            let relative = !matches!(path[0].as_str(), "crate" | "self" | "super");
            let mut walked = false;
            for segment in rest {
                let mut next = at.clone();
                next.push(segment.clone());
                if known.contains(&next) {
                    at = next;
                    walked = true;
                } else {
                    break;
                }
            }
            // A relative path that names no submodule is another crate's (std, rand, iced).
            if relative && !walked {
                continue;
            }
            if !at.is_empty() && at != module.path {
                uses.insert(at);
            }
        }
        edges.insert(module.path.clone(), uses);
    }
    edges
}

fn name(path: &[String]) -> String {
    if path.is_empty() {
        "crate".into()
    } else {
        path.join("::")
    }
}

#[test]
fn each_room_uses_only_the_rooms_below_it() {
    let modules = modules();
    let rooms: BTreeSet<&str> = modules
        .iter()
        .filter_map(|m| m.path.first().map(String::as_str))
        .collect();
    let rule: BTreeMap<&str, &[&str]> = MAY_USE.iter().copied().collect();
    for room in &rooms {
        assert!(
            rule.contains_key(room),
            "src/{room} is a room the one-way rule doesn't know: add it to MAY_USE here and \
             to the drawing in docs/development.md"
        );
    }
    let mut broken = Vec::new();
    for (from, uses) in graph(&modules) {
        let Some(room) = from.first() else { continue };
        for to in uses {
            let other = &to[0];
            if other != room && !rule[room.as_str()].contains(&other.as_str()) {
                broken.push(format!("{} uses {}", name(&from), name(&to)));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "a room uses one the one-way rule keeps it from (docs/development.md):\n  {}",
        broken.join("\n  ")
    );
}

#[test]
fn the_one_way_rule_has_no_circle() {
    // Room by room, depth first: a room seen again on the way down is a circle.
    fn visit<'a>(
        room: &'a str,
        rule: &BTreeMap<&'a str, &'a [&'a str]>,
        way: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) {
        if done.contains(room) {
            return;
        }
        assert!(
            !way.contains(&room),
            "the rule goes round: {way:?} → {room}"
        );
        way.push(room);
        for next in rule[room] {
            visit(next, rule, way, done);
        }
        way.pop();
        done.insert(room);
    }
    let rule: BTreeMap<&str, &[&str]> = MAY_USE.iter().copied().collect();
    let mut done = BTreeSet::new();
    for room in rule.keys() {
        visit(room, &rule, &mut Vec::new(), &mut done);
    }
}

#[test]
fn no_circle_of_imports_inside_a_room() {
    let modules = modules();
    let edges = graph(&modules);
    // Within a room, and leaving out a module's use of its ancestors.
    let inside: BTreeMap<&Vec<String>, Vec<&Vec<String>>> = edges
        .iter()
        .map(|(from, uses)| {
            let kept = uses
                .iter()
                .filter(|to| to.first() == from.first() && !from.starts_with(to))
                .collect();
            (from, kept)
        })
        .collect();
    let circles = strongly_connected(&inside);
    let said: Vec<String> = circles
        .iter()
        .map(|circle| {
            circle
                .iter()
                .map(|m| name(m))
                .collect::<Vec<_>>()
                .join(" ↔ ")
        })
        .collect();
    assert!(
        said.is_empty(),
        "modules that import each other in a circle (move what they share to a module of \
         its own that none of them imports back):\n  {}",
        said.join("\n  ")
    );
}

/// The graph's strongly connected components of more than one module (Tarjan's algorithm).
fn strongly_connected<'a>(
    edges: &BTreeMap<&'a Vec<String>, Vec<&'a Vec<String>>>,
) -> Vec<Vec<&'a Vec<String>>> {
    struct Walk<'a, 'b> {
        edges: &'b BTreeMap<&'a Vec<String>, Vec<&'a Vec<String>>>,
        index: BTreeMap<&'a Vec<String>, usize>,
        low: BTreeMap<&'a Vec<String>, usize>,
        stack: Vec<&'a Vec<String>>,
        on_stack: BTreeSet<&'a Vec<String>>,
        found: Vec<Vec<&'a Vec<String>>>,
    }
    impl<'a> Walk<'a, '_> {
        fn visit(&mut self, v: &'a Vec<String>) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for &w in self.edges.get(v).map(Vec::as_slice).unwrap_or(&[]) {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for &v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

#[test]
fn the_reader_sees_what_the_code_imports() {
    let code = code_only(
        "use super::{a, b::{c, D}};\n// use crate::comment;\nlet s = \"crate::in_a_string\";\n\
         crate::ui::run();\n",
    );
    let found = paths(&code);
    assert!(found.contains(&vec!["super".into(), "a".into()]));
    assert!(found.contains(&vec!["super".into(), "b".into(), "D".into()]));
    assert!(found.contains(&vec!["crate".into(), "ui".into(), "run".into()]));
    assert!(!found.iter().any(|p| p.contains(&"comment".to_owned())));
    assert!(!found.iter().any(|p| p.contains(&"in_a_string".to_owned())));
}
