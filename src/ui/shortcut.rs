//! Shortcuts that work on every screen, shown on the buttons that do the same.

/// Open or close the table window.
pub const TABLE_WINDOW: &str = "Ctrl+T";
/// Table mode / privacy curtain.
pub const TABLE_MODE: &str = "Ctrl+M";
/// Undo the last action in the open game.
pub const UNDO: &str = "Ctrl+Z";
/// Redo the last undone action.
pub const REDO: &str = "Ctrl+Shift+Z";
/// Lock the console behind the PIN.
pub const LOCK: &str = "Ctrl+L";
/// The recap: the story of the open game.
pub const RECAP: &str = "Ctrl+R";
