//! What `alibi check-board FILE` prints: the board file's errors or warnings, one per line,
//! then a one-line summary.

use super::Board;
use std::fmt::Write as _;

/// What `alibi check-board FILE` prints for a board file's text, and whether the board can
/// be used (no errors; warnings allowed). Errors and warnings come one per line, then a
/// one-line summary starting with `file_name`.
pub fn check_report(file_name: &str, text: &str) -> (String, bool) {
    let mut out = String::new();
    match Board::from_json(text) {
        Err(errors) => {
            for e in &errors {
                let _ = writeln!(out, "error: {e}");
            }
            let _ = writeln!(
                out,
                "{file_name}: {}, so the board cannot be used",
                counted(errors.len(), "error", "errors")
            );
            (out, false)
        }
        Ok((board, warnings)) => {
            for w in &warnings {
                let _ = writeln!(out, "warning: {w}");
            }
            let cities = board.nodes.iter().filter(|n| n.yellow).count();
            let _ = writeln!(
                out,
                "{file_name}: {}, {}, {}: no errors, {}",
                counted(board.nodes.len(), "location", "locations"),
                counted(board.edges.len(), "connection", "connections"),
                counted(cities, "city", "cities"),
                if warnings.is_empty() {
                    "no warnings".to_string()
                } else {
                    counted(warnings.len(), "warning", "warnings")
                }
            );
            (out, true)
        }
    }
}

fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::super::tests::file;
    use super::super::{Board, STAND_IN};
    use super::*;

    #[test]
    fn check_report_summarises_or_lists_errors() {
        let (text, ok) = check_report("stand-in-california.json", STAND_IN);
        assert!(ok);
        let edges = Board::stand_in().edges().len();
        assert_eq!(
            text,
            format!(
                "stand-in-california.json: 96 locations, {edges} connections, 11 cities: no errors, no warnings\n"
            )
        );
        let (text, ok) = check_report("mine.json", &file(&[1, 2], &[(1, 3)]).to_string());
        assert!(!ok);
        assert_eq!(
            text,
            "error: edge 1–3 names location 3, which is not on the board\n\
             mine.json: 1 error, so the board cannot be used\n"
        );
        let (text, ok) = check_report("small.json", &file(&[1, 2], &[(1, 2)]).to_string());
        assert!(ok);
        assert!(text.starts_with("warning: the board has 2 locations"));
        assert!(
            text.ends_with(
                "small.json: 2 locations, 1 connection, 0 cities: no errors, 5 warnings\n"
            ),
            "{text}"
        );
    }
}
