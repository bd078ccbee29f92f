//! The system's own file dialogs (through the XDG desktop portal on Linux). Where no dialog
//! can be shown they answer "nothing chosen", and the screen says to type the path instead.

use crate::t;
use std::path::PathBuf;

/// Asks for a photo or scan of the board.
pub async fn pick_photo() -> Option<PathBuf> {
    rfd::AsyncFileDialog::new()
        .set_title(t!("tracer-dialog-open-photo"))
        .add_filter(
            t!("tracer-dialog-photos"),
            &["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"],
        )
        .pick_file()
        .await
        .map(|file| file.path().to_owned())
}

/// Asks for a board file to import.
pub async fn pick_board() -> Option<PathBuf> {
    rfd::AsyncFileDialog::new()
        .set_title(t!("tracer-dialog-import"))
        .add_filter(t!("tracer-dialog-board-files"), &["json"])
        .pick_file()
        .await
        .map(|file| file.path().to_owned())
}

/// Asks where to export a board, suggesting `file_name`.
pub async fn export_to(file_name: String) -> Option<PathBuf> {
    rfd::AsyncFileDialog::new()
        .set_title(t!("tracer-dialog-export"))
        .set_file_name(file_name)
        .add_filter(t!("tracer-dialog-board-files"), &["json"])
        .save_file()
        .await
        .map(|file| file.path().to_owned())
}
