//! The system's own file dialogs (through the XDG desktop portal on Linux). Where no dialog
//! can be shown they answer "nothing chosen", and the screen says to type the path instead.

use std::path::PathBuf;

/// Asks for a photo or scan of the board.
pub async fn pick_photo() -> Option<PathBuf> {
    rfd::AsyncFileDialog::new()
        .set_title("Open a photo or scan of your Crimewave board")
        .add_filter(
            "Photos (PNG, JPEG)",
            &["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"],
        )
        .pick_file()
        .await
        .map(|file| file.path().to_owned())
}

/// Asks for a board file to import.
pub async fn pick_board() -> Option<PathBuf> {
    rfd::AsyncFileDialog::new()
        .set_title("Import a board file")
        .add_filter("Board files", &["json"])
        .pick_file()
        .await
        .map(|file| file.path().to_owned())
}

/// Asks where to export a board, suggesting `file_name`.
pub async fn export_to(file_name: String) -> Option<PathBuf> {
    rfd::AsyncFileDialog::new()
        .set_title("Export the board (its photo is written beside it)")
        .set_file_name(file_name)
        .add_filter("Board files", &["json"])
        .save_file()
        .await
        .map(|file| file.path().to_owned())
}
