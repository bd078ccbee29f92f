//! The board being traced: its edits, their undo and redo, and the live checks.

use crate::i18n::Msg;
use crate::msg;
use crate::rules::crimewave::board::{Draft, Finding, Loc, Node};

/// The highest location number the board format takes (one below its "no location" mark).
const HIGHEST: Loc = Loc::MAX - 1;

/// A board being traced, with what it looks like to the checks after every edit.
#[derive(Debug, Clone)]
pub struct Trace {
    draft: Draft,
    undo: Vec<Draft>,
    redo: Vec<Draft>,
    selected: Option<Loc>,
    next: Loc,
    errors: Vec<Finding>,
    warnings: Vec<Finding>,
    /// Edited since it was last saved (or opened).
    changed: bool,
}

impl Trace {
    /// Tracing starts on this board (empty, saved, or the stand-in).
    pub fn new(draft: Draft) -> Self {
        let mut trace = Self {
            draft,
            undo: Vec::new(),
            redo: Vec::new(),
            selected: None,
            next: 1,
            errors: Vec::new(),
            warnings: Vec::new(),
            changed: false,
        };
        trace.next = trace.free_from(1);
        trace.recheck();
        trace
    }

    /// The board as it stands.
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// The picked location.
    pub fn selected(&self) -> Option<Loc> {
        self.selected
    }

    /// The number the next placed location gets.
    pub fn next(&self) -> Loc {
        self.next
    }

    /// What stops the board being played on, each naming the locations at fault.
    pub fn errors(&self) -> &[Finding] {
        &self.errors
    }

    /// Where the board differs from what the rulebook says of the printed one (shown once
    /// there are no errors: they need a board that can be walked).
    pub fn warnings(&self) -> &[Finding] {
        &self.warnings
    }

    /// Edited since the last save.
    pub fn changed(&self) -> bool {
        self.changed
    }

    /// Whether there is an edit to undo / to redo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// See [`Trace::can_undo`].
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The board was saved as `written` (its picture entry filled in).
    pub fn saved(&mut self, written: Draft) {
        self.draft = written;
        self.changed = false;
        self.recheck();
    }

    /// Picks a location (or none).
    pub fn select(&mut self, loc: Option<Loc>) {
        self.selected = loc.filter(|&l| self.has(l));
    }

    /// Sets the number the next placed location gets.
    pub fn set_next(&mut self, next: Loc) -> Result<(), Msg> {
        self.check_free(next)?;
        self.next = next;
        Ok(())
    }

    /// Places the next numbered location at (x, y), fractions of the picture, and picks it.
    pub fn place(&mut self, x: f32, y: f32) -> Result<Loc, Msg> {
        let id = self.next;
        self.check_free(id)?;
        self.edit(|d| {
            d.nodes.push(Node {
                id,
                x: x.clamp(0.0, 1.0),
                y: y.clamp(0.0, 1.0),
                yellow: false,
                city: None,
            });
        });
        self.selected = Some(id);
        self.next = self.free_from(id.saturating_add(1));
        Ok(id)
    }

    /// Moves a location to (x, y), fractions of the picture.
    pub fn move_to(&mut self, loc: Loc, x: f32, y: f32) {
        if self.has(loc) {
            self.edit(|d| {
                for n in d.nodes.iter_mut().filter(|n| n.id == loc) {
                    n.x = x.clamp(0.0, 1.0);
                    n.y = y.clamp(0.0, 1.0);
                }
            });
        }
    }

    /// Connects two locations, or disconnects them if they are connected. Says which.
    pub fn toggle_connection(&mut self, a: Loc, b: Loc) -> Msg {
        let joined = |&(p, q): &(Loc, Loc)| (p, q) == (a, b) || (p, q) == (b, a);
        if self.draft.edges.iter().any(joined) {
            self.edit(|d| d.edges.retain(|e| !joined(e)));
            msg!("tracer-disconnected", a = a, b = b)
        } else {
            self.edit(|d| d.edges.push((a, b)));
            msg!("tracer-connected", a = a, b = b)
        }
    }

    /// Gives a location another number; its connections follow it.
    pub fn renumber(&mut self, old: Loc, new: Loc) -> Result<(), Msg> {
        if old == new {
            return Ok(());
        }
        self.check_free(new)?;
        self.edit(|d| {
            for n in d.nodes.iter_mut().filter(|n| n.id == old) {
                n.id = new;
            }
            for (a, b) in &mut d.edges {
                for end in [a, b] {
                    if *end == old {
                        *end = new;
                    }
                }
            }
        });
        if self.selected == Some(old) {
            self.selected = Some(new);
        }
        Ok(())
    }

    /// Makes a location a yellow city with this name, or a plain location (None).
    pub fn set_city(&mut self, loc: Loc, city: Option<&str>) {
        self.edit(|d| {
            for n in d.nodes.iter_mut().filter(|n| n.id == loc) {
                n.yellow = city.is_some();
                n.city = city.map(str::to_owned);
            }
        });
    }

    /// Removes a location and its connections.
    pub fn delete(&mut self, loc: Loc) {
        self.edit(|d| {
            d.nodes.retain(|n| n.id != loc);
            d.edges.retain(|&(a, b)| a != loc && b != loc);
        });
        if self.selected == Some(loc) {
            self.selected = None;
        }
    }

    /// Renames the board (typed letter by letter, so not an undo step of its own).
    pub fn set_name(&mut self, name: String) {
        self.draft.name = name;
        self.changed = true;
        self.recheck();
    }

    /// Takes back the last edit; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(before) = self.undo.pop() else {
            return false;
        };
        self.redo.push(std::mem::replace(&mut self.draft, before));
        self.after_history();
        true
    }

    /// Makes the last undone edit again; false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(after) = self.redo.pop() else {
            return false;
        };
        self.undo.push(std::mem::replace(&mut self.draft, after));
        self.after_history();
        true
    }

    fn after_history(&mut self) {
        let selected = self.selected;
        self.select(selected);
        self.changed = true;
        self.recheck();
    }

    fn edit(&mut self, change: impl FnOnce(&mut Draft)) {
        self.undo.push(self.draft.clone());
        self.redo.clear();
        change(&mut self.draft);
        self.changed = true;
        self.recheck();
    }

    fn recheck(&mut self) {
        (self.errors, self.warnings) = match self.draft.check() {
            Ok((_, warnings)) => (Vec::new(), warnings),
            Err(errors) => (errors, Vec::new()),
        };
    }

    fn has(&self, loc: Loc) -> bool {
        self.draft.nodes.iter().any(|n| n.id == loc)
    }

    fn check_free(&self, loc: Loc) -> Result<(), Msg> {
        if loc == 0 || loc > HIGHEST {
            Err(msg!("tracer-numbered-from-1", highest = HIGHEST))
        } else if self.has(loc) {
            Err(msg!("tracer-number-taken", loc = loc))
        } else {
            Ok(())
        }
    }

    /// The first number from `from` up that no location has (wrapping round to 1).
    fn free_from(&self, from: Loc) -> Loc {
        (from.max(1)..=HIGHEST)
            .chain(1..from.min(HIGHEST))
            .find(|&l| !self.has(l))
            .unwrap_or(from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> Draft {
        Draft {
            name: "Test".into(),
            ..Draft::default()
        }
    }

    #[test]
    fn placing_connecting_and_undoing_keep_the_checks_live() {
        let mut trace = Trace::new(draft());
        assert_eq!(
            trace.errors()[0].text.to_string(),
            "the board has no locations"
        );
        assert_eq!(trace.place(0.1, 0.1), Ok(1));
        assert_eq!(trace.place(0.2, 0.1), Ok(2));
        assert!(trace.errors()[0].text.to_string().contains("not connected"));
        assert_eq!(trace.errors()[0].at, [2]);
        assert_eq!(
            trace.toggle_connection(1, 2).to_string(),
            "Connected 1 and 2."
        );
        assert!(trace.errors().is_empty());
        assert!(trace.warnings().iter().any(|w| w.text.to_string()
            == "location 1 has 1 neighbour; locations on the printed board have 2 to 6"
            && w.at == [1]));
        assert_eq!(
            trace.toggle_connection(2, 1).to_string(),
            "Disconnected 2 and 1."
        );
        assert!(trace.draft().edges.is_empty());
        assert!(trace.undo());
        assert_eq!(trace.draft().edges, [(1, 2)]);
        assert!(trace.redo());
        assert!(trace.draft().edges.is_empty());
        assert!(trace.undo() && trace.undo() && trace.undo() && trace.undo());
        assert!(!trace.undo(), "nothing before the first edit");
        assert!(trace.draft().nodes.is_empty());
    }

    #[test]
    fn numbers_are_never_given_twice() {
        let mut trace = Trace::new(draft());
        trace.set_next(5).unwrap();
        assert_eq!(trace.place(0.5, 0.5), Ok(5));
        assert_eq!(trace.next(), 6);
        assert!(
            trace
                .set_next(5)
                .unwrap_err()
                .to_string()
                .contains("already on the board")
        );
        assert!(trace.set_next(0).is_err());
        trace.set_next(4).unwrap();
        assert_eq!(trace.place(0.4, 0.5), Ok(4));
        assert_eq!(trace.next(), 6, "skips 5, which is taken");
        trace.toggle_connection(4, 5);
        trace.renumber(5, 9).unwrap();
        assert_eq!(trace.draft().edges, [(4, 9)]);
        assert!(trace.renumber(9, 4).is_err());
        trace.set_city(9, Some("Fresno"));
        assert!(trace.draft().nodes.iter().any(|n| n.id == 9 && n.yellow));
        trace.select(Some(9));
        trace.delete(9);
        assert!(trace.draft().edges.is_empty());
        assert_eq!(trace.selected(), None);
    }
}
