//! Alibi documents itself in `README.md` and `docs/`: these tests keep that documentation true.
//! Its examples replay and check as it says, every transcript line the tests use is in the
//! format's page, its links lead somewhere, and no file of the product points outside it.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    std::fs::read_to_string(root().join(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

/// The README and every page in `docs/`, by path relative to the project.
fn pages() -> Vec<String> {
    let mut pages = vec!["README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The fenced blocks of a page written in `language`, each as its text.
fn blocks(page: &str, language: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut open: Option<String> = None;
    for line in page.lines() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(tag)) => {
                if tag == language {
                    open = Some(String::new());
                } else {
                    // Another language's block: skip to its end.
                    open = Some("\u{0}".into());
                }
            }
            (Some(block), Some(_)) => {
                if !block.starts_with('\u{0}') {
                    found.push(std::mem::take(block));
                }
                open = None;
            }
            (Some(block), None) => {
                block.push_str(line);
                block.push('\n');
            }
            (None, None) => {}
        }
    }
    found
}

#[test]
fn the_transcript_examples_replay_as_documented() {
    let page = read("docs/transcripts.md");
    let examples: Vec<String> = blocks(&page, "text")
        .into_iter()
        .filter(|block| block.starts_with("alibi 1\n"))
        .collect();
    let games: BTreeSet<&str> = examples
        .iter()
        .filter_map(|example| example.lines().nth(1))
        .collect();
    assert_eq!(
        games,
        BTreeSet::from(["game crimewave", "game intent-to-kill"]),
        "an example for each game"
    );
    for example in &examples {
        let (output, status) = alibi::transcript::replay_text(example, &root().join("docs"));
        assert_eq!(status, 0, "{}", output.join("\n"));
        // Every expectation is checked: an example without any would show nothing.
        assert!(example.matches("=>").count() >= 10, "{example}");
    }
}

#[test]
fn every_line_and_question_the_test_transcripts_use_is_documented() {
    let page = read("docs/transcripts.md");
    let mut missing = BTreeSet::new();
    for game in ["crimewave", "intent"] {
        let folder = root().join("tests/transcripts").join(game);
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "alibi") {
                continue;
            }
            for line in std::fs::read_to_string(&path).unwrap().lines() {
                let line = line.split('#').next().unwrap().split("=>").next().unwrap();
                let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
                let form = match words.as_slice() {
                    [] => continue,
                    [first, ..] if first == "alibi" || first == "game" => continue,
                    [question, what, ..] if question == "?" => format!("`? {what}"),
                    [first, ..] if first.starts_with('?') => format!("`? {}", &first[1..]),
                    [verb, ..] => format!("`{verb}"),
                };
                if !page.contains(&form) {
                    missing.insert(format!("{form}` ({})", path.display()));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "not in docs/transcripts.md: {missing:#?}"
    );
}

#[test]
fn the_board_example_passes_the_checks_and_check_board_prints_what_the_page_shows() {
    let page = read("docs/boards.md");
    let [board] = blocks(&page, "json").try_into().expect("one board example");
    let (_, warnings) = alibi::rules::crimewave::Board::from_json(&board).expect("a board");
    let (report, passed) = alibi::rules::crimewave::board::check_report("tiny.json", &board);
    assert!(passed);
    assert_eq!(report.lines().count(), warnings.len() + 1);
    assert!(
        blocks(&page, "text").contains(&report),
        "docs/boards.md shows another report than:\n{report}"
    );
}

/// The anchors a page can be linked to: its explicit `<a id>`s and its headings, as the forge
/// turns them into anchors (lower case, spaces to hyphens, other punctuation dropped).
fn anchors(page: &str) -> BTreeSet<String> {
    let mut anchors = BTreeSet::new();
    for line in page.lines() {
        if let Some(rest) = line.split("<a id=\"").nth(1) {
            anchors.insert(rest.split('"').next().unwrap().to_string());
        }
        if line.starts_with('#') {
            let title = line.trim_start_matches('#').trim().to_lowercase();
            let slug: String = title
                .chars()
                .filter_map(|c| match c {
                    ' ' => Some('-'),
                    c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                    _ => None,
                })
                .collect();
            anchors.insert(slug);
        }
    }
    anchors
}

/// The link targets in a page: `](target)` and `src="target"`.
fn links(page: &str) -> Vec<String> {
    let mut found = Vec::new();
    for piece in page.split("](").skip(1) {
        found.push(piece.split(')').next().unwrap().to_string());
    }
    for piece in page.split("src=\"").skip(1) {
        found.push(piece.split('"').next().unwrap().to_string());
    }
    found
}

#[test]
fn every_relative_link_in_the_readme_and_docs_leads_to_a_file_and_anchor() {
    let mut broken = Vec::new();
    for page_path in pages() {
        let page = read(&page_path);
        let folder = Path::new(&page_path).parent().unwrap().to_path_buf();
        for link in links(&page) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let (file, anchor) = link.split_once('#').unwrap_or((&link, ""));
            let target: PathBuf = if file.is_empty() {
                PathBuf::from(&page_path)
            } else {
                folder.join(file)
            };
            if !root().join(&target).exists() {
                broken.push(format!("{page_path}: {link} (no such file)"));
                continue;
            }
            let target_is_page = target.extension().is_some_and(|e| e == "md");
            if !anchor.is_empty() && target_is_page {
                let text = std::fs::read_to_string(root().join(&target)).unwrap();
                if !anchors(&text).contains(anchor) {
                    broken.push(format!("{page_path}: {link} (no such anchor)"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "{broken:#?}");
}

#[test]
fn the_readme_is_a_front_door_that_links_every_page() {
    let readme = read("README.md");
    let index = read("docs/README.md");
    assert!(
        readme.lines().count() <= 100,
        "the README reads in three minutes"
    );
    for needed in [
        "cargo run --release",
        "cargo test",
        "docs/home.png",
        "scripts/build-package",
    ] {
        assert!(readme.contains(needed), "{needed}");
    }
    for page in pages().iter().filter_map(|p| p.strip_prefix("docs/")) {
        if page != "README.md" {
            assert!(
                index.contains(&format!("]({page}")),
                "docs/README.md lists {page}"
            );
        }
    }
}

/// Every file of the product, by path: what the project holds apart from the build's output,
/// git's own folder and the fuzzers' random inputs.
fn product_files(folder: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let skipped = [
            "target",
            ".git",
            "corpus",
            "corpus-work",
            "regressions",
            "artifacts",
        ];
        if path.is_dir() {
            if !skipped.contains(&name.as_str()) {
                product_files(&path, found);
            }
        } else {
            found.push(path);
        }
    }
}

#[test]
fn no_file_of_the_product_names_the_design_notes_folder() {
    // Alibi was designed from notes kept outside it; the product documents itself in docs/
    // and must send nobody to that folder. The name is put together here so that this file
    // doesn't name it either.
    let outside = format!("{}/", "shared");
    let mut files = Vec::new();
    product_files(root(), &mut files);
    assert!(files.len() > 100, "{} files", files.len());
    for needed in [
        "src/cli.rs",
        "docs/transcripts.md",
        "README.md",
        "Cargo.toml",
    ] {
        assert!(files.contains(&root().join(needed)), "{needed} is walked");
    }
    let naming: Vec<String> = files
        .iter()
        .filter(|path| {
            let bytes = std::fs::read(path).unwrap();
            bytes
                .windows(outside.len())
                .any(|window| window == outside.as_bytes())
        })
        .map(|path| path.strip_prefix(root()).unwrap().display().to_string())
        .collect();
    assert!(naming.is_empty(), "these name {outside}: {naming:?}");
}

/// The rulings a text cites by number: "ruling 12", "rulings 12, 16 and 21", "rulings 25–28".
fn cited_rulings(text: &str) -> Vec<u32> {
    let mut cited = Vec::new();
    let lower = text.to_lowercase();
    for (at, _) in lower.match_indices("ruling") {
        let mut rest = &lower[at + "ruling".len()..];
        rest = rest.strip_prefix('s').unwrap_or(rest);
        let Some(mut rest) = rest.strip_prefix(' ') else {
            continue;
        };
        let mut from: Option<u32> = None;
        loop {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let Ok(number) = digits.parse::<u32>() else {
                break;
            };
            rest = &rest[digits.len()..];
            match from.take() {
                Some(first) => cited.extend(first..=number),
                None => cited.push(number),
            }
            if let Some(after) = rest.strip_prefix('–') {
                from = cited.pop();
                rest = after;
            } else if let Some(after) = rest.strip_prefix(", ").or(rest.strip_prefix(" and ")) {
                rest = after;
            } else {
                break;
            }
        }
    }
    cited
}

#[test]
fn the_code_cites_rulings_by_their_numbers_in_the_rulings_page() {
    // Why Alibi rules as it does is in docs/rulings.md, numbered; the code, its tests and the
    // pages cite those numbers, never the sections (a section sign) of notes the product
    // doesn't ship.
    assert_eq!(
        cited_rulings("rulings 12, 16 and 21; Ruling 3; rulings 25–27"),
        [12, 16, 21, 3, 25, 26, 27]
    );
    let section = '\u{a7}';
    let rulings = read("docs/rulings.md");
    let mut files = Vec::new();
    product_files(root(), &mut files);
    let mut wrong = Vec::new();
    let mut cites = 0;
    for path in &files {
        let text_file = matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("rs" | "md" | "alibi" | "ftl" | "toml" | "txt")
        );
        let Some(text) = text_file
            .then(|| std::fs::read_to_string(path).ok())
            .flatten()
        else {
            continue;
        };
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        if text.contains(section) {
            wrong.push(format!("{name} cites a section ({section})"));
        }
        for number in cited_rulings(&text) {
            cites += 1;
            if !rulings.contains(&format!("<a id=\"ruling-{number}\"></a>")) {
                wrong.push(format!(
                    "{name} cites ruling {number}, which docs/rulings.md lacks"
                ));
            }
        }
    }
    assert!(cites > 40, "{cites} citations found");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// What the Debian package installs from the project, as `Cargo.toml`'s
/// `[package.metadata.deb]` assets say: each source file (a `*` in a file name matched
/// against the folder) with the path it is installed at.
fn package_assets() -> Vec<(String, String)> {
    let manifest = read("Cargo.toml");
    let listed = manifest
        .split("\nassets = [\n")
        .nth(1)
        .expect("Cargo.toml lists the package's assets")
        .split("\n]")
        .next()
        .unwrap();
    let mut installed = Vec::new();
    for line in listed
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("[\""))
    {
        let quoted: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
        let [source, destination, _mode] = quoted[..] else {
            panic!("an asset line: {line}");
        };
        let (folder, name) = source.rsplit_once('/').unwrap_or(("", source));
        let sources: Vec<String> = match name.split_once('*') {
            None => vec![source.to_string()],
            // (The build's own files, such as the man pages, may not be there yet.)
            Some((starts, ends)) => std::fs::read_dir(root().join(folder))
                .into_iter()
                .flatten()
                .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with(starts) && n.ends_with(ends))
                .map(|n| format!("{folder}/{n}"))
                .collect(),
        };
        for source in sources {
            // A destination ending in `/` is a folder: the file keeps its name there.
            let at = match destination.strip_suffix('/') {
                Some(folder) => format!("{folder}/{}", source.rsplit('/').next().unwrap()),
                None => destination.to_string(),
            };
            installed.push((source, at));
        }
    }
    installed
}

#[test]
fn the_package_ships_exactly_the_pictures_its_pages_show() {
    let assets = package_assets();
    let installed: BTreeSet<&str> = assets.iter().map(|(_, at)| at.as_str()).collect();
    let shipped_pictures: BTreeSet<String> = assets
        .iter()
        .filter(|(_, at)| at.ends_with(".png") && at.contains("/doc/"))
        .map(|(_, at)| at.clone())
        .collect();
    let pages: Vec<&(String, String)> = assets
        .iter()
        .filter(|(source, _)| source.ends_with(".md"))
        .collect();
    assert!(pages.len() > 10, "the package ships the guides: {pages:?}");
    assert!(pages.iter().any(|(source, _)| source == "README.md"));

    // Every picture a shipped page links, where it links it from where the page is installed.
    let mut linked = BTreeSet::new();
    for (source, at) in pages {
        let folder = Path::new(at).parent().unwrap();
        for link in links(&read(source)) {
            if link.ends_with(".png") && !link.contains("://") {
                let mut path = folder.to_path_buf();
                for part in link.split('/') {
                    match part {
                        ".." => assert!(path.pop(), "{source}: {link}"),
                        "." => {}
                        part => path.push(part),
                    }
                }
                linked.insert(path.display().to_string());
            }
        }
    }
    let unshipped: Vec<&String> = linked
        .iter()
        .filter(|at| !installed.contains(at.as_str()))
        .collect();
    let unshown: Vec<&String> = shipped_pictures.difference(&linked).collect();
    assert!(
        unshipped.is_empty(),
        "linked but not in the package: {unshipped:#?}"
    );
    assert!(
        unshown.is_empty(),
        "in the package but no page shows them (take them out of Cargo.toml's assets): {unshown:#?}"
    );
    assert!(linked.len() > 10, "{linked:?}");

    // docs/ holds no picture that no page shows (the release archives copy docs/ whole).
    let in_docs: BTreeSet<String> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".png"))
        .map(|name| format!("usr/share/doc/alibi/docs/{name}"))
        .collect();
    let stray: Vec<&String> = in_docs.difference(&linked).collect();
    assert!(
        stray.is_empty(),
        "pictures in docs/ no page shows: {stray:#?}"
    );
}
