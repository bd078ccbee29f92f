//! Traced Crimewave boards in the data folder: a board file, with its picture beside it.
//!
//! A board file may be unfinished (the tracer saves work in progress), so listing reads each
//! one through the board's checks and says why one cannot be played on yet. Pictures are
//! decoded and shrunk here, off the UI thread when the caller runs these on another thread.

use super::disk;
use super::store::{Store, slug};
use crate::i18n::{Language, Msg};
use crate::msg;
use crate::rules::crimewave::board::{Board, Draft, Finding};
use ::image::{DynamicImage, ImageReader, RgbaImage};
use std::fmt;
use std::io::Cursor;
use std::path::{Path, PathBuf};

/// The extension of board files in the data folder (the format the stand-in ships in).
pub const BOARD_EXTENSION: &str = "json";
/// The longest side, in pixels, of a picture shown and kept beside a board: sharp enough to
/// read the printed numbers, small enough to draw quickly and keep.
pub const PICTURE_LONGEST: u32 = 2400;
/// The JPEG quality pictures are kept at.
const PICTURE_QUALITY: u8 = 88;
/// The end of a kept picture's file name, after the board file's stem: distinctive, so an
/// export beside the player's own `photo.jpg` never writes over it.
const PICTURE_EXTENSION: &str = "photo.jpg";

/// A decoded picture, already shrunk to at most [`PICTURE_LONGEST`] on its longest side.
#[derive(Clone, PartialEq, Eq)]
pub struct Picture {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The pixels, 4 bytes (red, green, blue, alpha) each, row by row from the top left.
    pub rgba: Vec<u8>,
}

impl fmt::Debug for Picture {
    // Millions of pixel bytes would drown every debug print of a message holding a picture.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Picture({}×{})", self.width, self.height)
    }
}

/// How far opening a picture has got, for a progress line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Reading the file from disk.
    Reading,
    /// Decoding a picture of this size (the slow part for a large photo).
    Decoding {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// Shrinking it to a size that draws quickly.
    Shrinking,
}

/// Opens a PNG or JPEG and shrinks it to at most `longest` pixels on its longest side,
/// telling `progress` each stage. Every failure is a sentence naming the file.
pub fn load_picture(
    path: &Path,
    longest: u32,
    mut progress: impl FnMut(Stage),
) -> Result<Picture, Msg> {
    progress(Stage::Reading);
    let bytes = std::fs::read(path).map_err(|e| unreadable(path, &e, "tracer-file-missing"))?;
    let not_a_picture = || msg!("tracer-file-not-a-picture", path = shown(path));
    let reader = ImageReader::new(Cursor::new(bytes.as_slice()))
        .with_guessed_format()
        .map_err(|_| not_a_picture())?;
    if reader.format().is_none() {
        return Err(not_a_picture());
    }
    let damaged = |e: ::image::ImageError| {
        msg!(
            "tracer-file-damaged-picture",
            path = shown(path),
            error = e.to_string()
        )
    };
    let (width, height) = ImageReader::new(Cursor::new(bytes.as_slice()))
        .with_guessed_format()
        .map_err(|_| not_a_picture())?
        .into_dimensions()
        .map_err(damaged)?;
    progress(Stage::Decoding { width, height });
    let decoded = reader.decode().map_err(damaged)?;
    drop(bytes);
    let longest = longest.max(1);
    let shrunk = if decoded.width().max(decoded.height()) > longest {
        progress(Stage::Shrinking);
        decoded.thumbnail(longest, longest)
    } else {
        decoded
    };
    let rgba = shrunk.into_rgba8();
    Ok(Picture {
        width: rgba.width(),
        height: rgba.height(),
        rgba: rgba.into_raw(),
    })
}

/// Every board file in the data folder, by file name, each read through the board checks:
/// `Err` holds why it cannot be played on (e.g. an unfinished tracing).
pub fn list_boards(store: &Store) -> Vec<(PathBuf, Result<Board, Msg>)> {
    let Ok(entries) = std::fs::read_dir(store.boards()) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == BOARD_EXTENSION))
        .filter(|path| {
            !path
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let board = load_board(&path).map(|(board, _)| board);
            (path, board)
        })
        .collect()
}

/// A board file, checked: the board and its rulebook warnings, or every error in one line.
pub fn load_board(path: &Path) -> Result<(Board, Vec<Finding>), Msg> {
    let text = read_text(path)?;
    Board::read_json(&text).map_err(joined)
}

/// A board file as the tracer edits it, finished or not.
pub fn load_draft(path: &Path) -> Result<Draft, Msg> {
    let text = read_text(path)?;
    Draft::from_json(&text).map_err(joined)
}

/// The findings one after the other ("…; …"), as a board file's check joins them.
pub fn joined(findings: Vec<Finding>) -> Msg {
    let mut said = findings.into_iter().map(|f| f.text);
    let first = said.next().unwrap_or_else(|| Msg::raw(""));
    said.fold(first, |all, next| {
        msg!("tracer-findings-joined", first = all, next = next)
    })
}

fn read_text(path: &Path) -> Result<String, Msg> {
    std::fs::read_to_string(path).map_err(|e| unreadable(path, &e, "tracer-file-no-board"))
}

/// Why a file could not be read: `missing` (a message naming the path) when it isn't there,
/// else the system's own words for what went wrong.
fn unreadable(path: &Path, error: &std::io::Error, missing: &'static str) -> Msg {
    match error.kind() {
        std::io::ErrorKind::NotFound => Msg::new(missing).arg("path", shown(path)),
        _ => msg!(
            "tracer-file-unreadable",
            path = shown(path),
            error = error.to_string()
        ),
    }
}

/// A path as the messages name it: the same in every language.
fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// A message about a file the system could not write or read, with the system's words.
fn failed(id: &'static str, path: &Path, error: &impl std::fmt::Display) -> Msg {
    Msg::new(id)
        .arg("path", shown(path))
        .arg("error", error.to_string())
}

/// Where a board file's picture is: always beside the board file (only the file name of
/// the board's `image` entry counts, so a shared file cannot point elsewhere on the disk).
pub fn picture_path(board_file: &Path, image: &str) -> Option<PathBuf> {
    let name = Path::new(image).file_name()?;
    Some(board_file.with_file_name(name))
}

/// The picture of a board read from `board_file`, shrunk for the screen: None when the
/// board has none, `Err` when it is named but cannot be opened. Slow for a big picture, so
/// call it off the UI thread.
pub fn board_picture(board_file: &Path, board: &Draft) -> Option<Result<Picture, Msg>> {
    let image = board.image.as_deref()?;
    Some(match picture_path(board_file, image) {
        Some(path) => load_picture(&path, PICTURE_LONGEST, |_| {}),
        None => Err(msg!("tracer-file-picture-not-a-file-name", image = image)),
    })
}

/// Where the picture for a new board comes from when it is written.
#[derive(Debug, Clone, Copy)]
pub enum PictureSource<'a> {
    /// Keep the board's `image` entry as it is (the picture is already beside the file).
    Unchanged,
    /// Encode this picture and keep it beside the board file.
    New(&'a Picture),
    /// Copy the picture beside this other board file (duplicating, importing, exporting).
    CopyFrom(&'a Path),
}

/// Writes `draft` to `target`, with its picture beside it as `<target's stem>.photo.jpg`. Returns
/// the board as written (its `image` entry naming the picture file).
pub fn write_board(target: &Path, draft: &Draft, picture: PictureSource<'_>) -> Result<Draft, Msg> {
    if target.extension().is_none_or(|e| e != BOARD_EXTENSION) {
        return Err(msg!(
            "tracer-file-wrong-extension",
            extension = BOARD_EXTENSION,
            path = shown(target)
        ));
    }
    if target.is_file() && load_draft(target).is_err() {
        return Err(msg!("tracer-file-not-a-board", path = shown(target)));
    }
    let mut written = draft.clone();
    let picture_file = target.with_extension(PICTURE_EXTENSION);
    let picture_name = picture_file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    match picture {
        PictureSource::Unchanged => {}
        PictureSource::New(picture) => {
            let bytes = encode_jpeg(picture)?;
            disk::write_atomic(&picture_file, &bytes)
                .map_err(|e| failed("tracer-file-picture-not-saved", &picture_file, &e))?;
            written.image = Some(picture_name);
        }
        PictureSource::CopyFrom(source_file) => {
            let from = draft
                .image
                .as_deref()
                .and_then(|image| picture_path(source_file, image));
            written.image = match from {
                Some(from) if from == picture_file => Some(picture_name),
                Some(from) => {
                    let bytes = std::fs::read(&from)
                        .map_err(|e| failed("tracer-file-picture-unreadable", &from, &e))?;
                    disk::write_atomic(&picture_file, &bytes)
                        .map_err(|e| failed("tracer-file-picture-not-copied", &picture_file, &e))?;
                    Some(picture_name)
                }
                None => None,
            };
        }
    }
    disk::write_atomic(target, written.to_json().as_bytes())
        .map_err(|e| failed("tracer-file-board-not-saved", target, &e))?;
    Ok(written)
}

fn encode_jpeg(picture: &Picture) -> Result<Vec<u8>, Msg> {
    let rgba = RgbaImage::from_raw(picture.width, picture.height, picture.rgba.clone())
        .ok_or_else(|| msg!("tracer-file-pixels-mismatch"))?;
    // JPEG has no transparency: flatten to plain colour.
    let rgb = DynamicImage::ImageRgba8(rgba).to_rgb8();
    let mut bytes = Vec::new();
    ::image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, PICTURE_QUALITY)
        .encode_image(&rgb)
        .map_err(|e| msg!("tracer-file-picture-not-encoded", error = e.to_string()))?;
    Ok(bytes)
}

/// A board file path in the data folder that no board uses yet, named after `name`.
pub fn new_board_path(store: &Store, name: &str) -> PathBuf {
    let slug = slug(name);
    let stem = if slug.is_empty() { "board" } else { &slug };
    let folder = store.boards();
    (0..)
        .map(|n| match n {
            0 => folder.join(format!("{stem}.{BOARD_EXTENSION}")),
            n => folder.join(format!("{stem}-{}.{BOARD_EXTENSION}", n + 1)),
        })
        .find(|path| {
            !path.exists()
                && !path.with_extension(PICTURE_EXTENSION).exists()
                && !disk::temporary_path(path).exists()
        })
        .unwrap_or_default()
}

/// Gives a saved board a new name (its file stays where it is, so games that name the file
/// still find it).
pub fn rename_board(path: &Path, name: &str) -> Result<(), Msg> {
    if name.trim().is_empty() {
        return Err(msg!("tracer-file-needs-name"));
    }
    let mut draft = load_draft(path)?;
    draft.name = name.trim().to_string();
    write_board(path, &draft, PictureSource::Unchanged).map(|_| ())
}

/// A copy of a saved board (and its picture) in the data folder, named "… (copy)" in
/// `language`: the name is the group's data from then on, saved as it was said.
pub fn duplicate_board(store: &Store, path: &Path, language: Language) -> Result<PathBuf, Msg> {
    let mut draft = load_draft(path)?;
    draft.name = msg!("tracer-file-copy-name", name = draft.name).render(language);
    let target = new_board_path(store, &draft.name);
    write_board(&target, &draft, PictureSource::CopyFrom(path))?;
    Ok(target)
}

/// Deletes a saved board and its picture.
pub fn delete_board(path: &Path) -> Result<(), Msg> {
    let picture = load_draft(path)
        .ok()
        .and_then(|draft| draft.image)
        .and_then(|image| picture_path(path, &image));
    std::fs::remove_file(path).map_err(|e| failed("tracer-file-not-deleted", path, &e))?;
    if let Some(picture) = picture {
        // The board is gone either way; a picture left behind is only clutter.
        let _ = std::fs::remove_file(picture);
    }
    Ok(())
}

/// Writes a saved board to a file elsewhere (to share it), its picture beside it.
pub fn export_board(path: &Path, target: &Path) -> Result<(), Msg> {
    let draft = load_draft(path)?;
    write_board(target, &draft, PictureSource::CopyFrom(path)).map(|_| ())
}

/// Copies a board file from elsewhere (and its picture) into the data folder. Refuses a
/// file that is not a board file; an unfinished board is imported for tracing on.
pub fn import_board(store: &Store, source: &Path) -> Result<PathBuf, Msg> {
    let draft = load_draft(source)?;
    let target = new_board_path(store, &draft.name);
    write_board(&target, &draft, PictureSource::CopyFrom(source))?;
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(width: u32, height: u32) -> Picture {
        let rgba = (0..width * height)
            .flat_map(|i| [(i % 251) as u8, (i % 13) as u8 * 19, 200, 255])
            .collect();
        Picture {
            width,
            height,
            rgba,
        }
    }

    #[test]
    fn a_big_picture_is_shrunk_and_stages_are_told() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("photo.png");
        let big = picture(300, 120);
        RgbaImage::from_raw(big.width, big.height, big.rgba.clone())
            .unwrap()
            .save(&path)
            .unwrap();
        let mut stages = Vec::new();
        let small = load_picture(&path, 100, |s| stages.push(s)).unwrap();
        assert_eq!((small.width, small.height), (100, 40));
        assert_eq!(small.rgba.len(), 100 * 40 * 4);
        assert_eq!(
            stages,
            [
                Stage::Reading,
                Stage::Decoding {
                    width: 300,
                    height: 120
                },
                Stage::Shrinking
            ]
        );
        let same = load_picture(&path, 1000, |_| {}).unwrap();
        assert_eq!(same, big, "a small picture is kept pixel for pixel");
    }

    #[test]
    fn missing_non_picture_and_damaged_files_are_named() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nowhere.jpg");
        let error = load_picture(&missing, 100, |_| {}).unwrap_err().to_string();
        assert!(error.starts_with("There is no file at"), "{error}");

        let text = dir.path().join("notes.jpg");
        std::fs::write(&text, "shopping list: milk").unwrap();
        let error = load_picture(&text, 100, |_| {}).unwrap_err().to_string();
        assert!(error.contains("is not a PNG or JPEG picture"), "{error}");

        let damaged = dir.path().join("damaged.png");
        let mut bytes = Vec::new();
        let p = picture(40, 40);
        RgbaImage::from_raw(40, 40, p.rgba)
            .unwrap()
            .write_to(&mut Cursor::new(&mut bytes), ::image::ImageFormat::Png)
            .unwrap();
        bytes.truncate(bytes.len() / 2);
        std::fs::write(&damaged, &bytes).unwrap();
        let error = load_picture(&damaged, 100, |_| {}).unwrap_err().to_string();
        assert!(error.contains("could not be decoded"), "{error}");
    }

    #[test]
    fn picture_paths_stay_beside_the_board() {
        let board = Path::new("/data/boards/mine.json");
        assert_eq!(
            picture_path(board, "../../etc/photo.jpg"),
            Some(PathBuf::from("/data/boards/photo.jpg"))
        );
        assert_eq!(picture_path(board, ".."), None);
    }

    #[test]
    fn boards_are_saved_listed_renamed_duplicated_exported_imported_and_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("data"));
        assert!(list_boards(&store).is_empty());

        let mut draft = Board::stand_in().to_draft();
        draft.name = "Our board".into();
        draft.stand_in = false;
        let path = new_board_path(&store, &draft.name);
        assert!(path.ends_with("boards/our-board.json"));
        let written = write_board(&path, &draft, PictureSource::New(&picture(64, 48))).unwrap();
        assert_eq!(written.image.as_deref(), Some("our-board.photo.jpg"));
        let shown = board_picture(&path, &written).unwrap().unwrap();
        assert_eq!((shown.width, shown.height), (64, 48));

        // An unfinished board is listed, with why it cannot be played on.
        let unfinished = Draft {
            name: "Half done".into(),
            nodes: draft.nodes[..2].to_vec(),
            ..Draft::default()
        };
        let half = new_board_path(&store, "Half done");
        write_board(&half, &unfinished, PictureSource::Unchanged).unwrap();
        let listed = list_boards(&store);
        assert_eq!(listed.len(), 2);
        assert!(
            listed[0]
                .1
                .as_ref()
                .unwrap_err()
                .to_string()
                .contains("not connected"),
            "{listed:?}"
        );
        assert_eq!(listed[1].1.as_ref().unwrap().name(), "Our board");
        assert_eq!(load_draft(&half).unwrap(), unfinished);

        rename_board(&path, "  Sam's board ").unwrap();
        assert_eq!(load_board(&path).unwrap().0.name(), "Sam's board");
        assert!(rename_board(&path, " ").is_err());

        let copy = duplicate_board(&store, &path, Language::English).unwrap();
        let (copied, _) = load_board(&copy).unwrap();
        assert_eq!(copied.name(), "Sam's board (copy)");
        assert_eq!(copied.nodes(), load_board(&path).unwrap().0.nodes());
        assert!(
            copy.with_extension("photo.jpg").exists(),
            "the picture is copied"
        );

        let shared = dir.path().join("elsewhere/for-ann.json");
        export_board(&path, &shared).unwrap();
        assert!(shared.with_extension("photo.jpg").exists());
        let imported = import_board(&store, &shared).unwrap();
        assert_ne!(imported, path, "an import never overwrites a board");
        assert_eq!(
            load_board(&imported).unwrap().0.edges(),
            load_board(&path).unwrap().0.edges()
        );

        delete_board(&copy).unwrap();
        assert!(!copy.exists() && !copy.with_extension("photo.jpg").exists());
        assert!(
            path.with_extension("photo.jpg").exists(),
            "other pictures stay"
        );

        let photo = dir.path().join("elsewhere/for-ann.photo.jpg");
        assert!(
            export_board(&path, &photo.with_extension("png"))
                .unwrap_err()
                .to_string()
                .contains("ending in .json"),
            "never written over a picture"
        );
        let not_a_board = dir.path().join("notes.json");
        std::fs::write(&not_a_board, "{\"hello\": 1}").unwrap();
        assert!(
            export_board(&path, &not_a_board)
                .unwrap_err()
                .to_string()
                .contains("won't write over it")
        );
        assert!(
            import_board(&store, &not_a_board)
                .unwrap_err()
                .to_string()
                .contains("not an Alibi board file")
        );
    }
}
