//! The list of saved boards, with the path field and the news above it, and what is done to
//! them: open, rename, duplicate, delete, export and import.

use super::{Action, Into, Listed, Message, Screen, Trace, dialog, file_name, no_dialog, summary};
use crate::i18n::Msg;
use crate::record::boards::{self, Stage};
use crate::ui::style;
use crate::{i18n, msg, t};
use iced::widget::{button, column, container, row, scrollable, space, text, text_input};
use iced::{Element, Fill, Task};
use std::path::{Path, PathBuf};

impl Screen {
    /// The saved boards, each with what can be done to it, and how to start a new one.
    pub(super) fn library_view(&self) -> Element<'_, Message> {
        let heading = row![
            text(t!("tracer-board-tracer"))
                .size(style::TITLE)
                .font(style::BOLD),
            space::horizontal(),
            button(text(t!("tracer-home"))).on_press(Message::Home),
        ]
        .align_y(iced::Alignment::Center);
        let intro = text(t!("tracer-alibi-doesn-t-know-how")).size(style::BODY);
        let start = column![
            self.path_row(),
            row![
                button(text(t!("tracer-start-from-the-stand-in")))
                    .on_press(Message::StartFromStandIn),
                text(t!("tracer-alibi-s-made-up-california")).size(style::BODY - 2.0),
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(10);
        let list: Element<'_, Message> = if self.boards.is_empty() {
            text(t!("tracer-no-boards-saved-yet"))
                .size(style::BODY)
                .into()
        } else {
            scrollable(
                column(self.boards.iter().map(|b| self.listed_view(b)))
                    .spacing(8)
                    .padding(iced::Padding::ZERO.right(12)),
            )
            .height(Fill)
            .into()
        };
        container(
            column![
                heading,
                intro,
                container(start).padding(16).width(Fill).style(style::panel),
                self.progress_and_status(),
                text(t!("tracer-saved-boards"))
                    .size(style::HEADING)
                    .font(style::BOLD),
                list,
            ]
            .spacing(16),
        )
        .padding(28)
        .width(Fill)
        .height(Fill)
        .into()
    }

    /// The path field with what it is for (both views have it).
    pub(super) fn path_row(&self) -> Element<'_, Message> {
        let mut buttons =
            row![button(text(t!("tracer-open-photo"))).on_press(Message::OpenPhoto)].spacing(8);
        if self.tracing.is_none() {
            buttons = buttons
                .push(button(text(t!("tracer-import-board-file"))).on_press(Message::Import));
        }
        row![
            text_input(&t!("tracer-path-of-a-photo-png"), &self.typed_path)
                .on_input(Message::PathTyped)
                .on_submit(Message::OpenPhoto)
                .id("tracer-path")
                .width(Fill),
            buttons,
        ]
        .spacing(10)
        .align_y(iced::Alignment::Center)
        .into()
    }

    /// A picture being opened, and the last news (both views have them).
    pub(super) fn progress_and_status(&self) -> Element<'_, Message> {
        let mut lines = column![].spacing(4);
        if let Some(opening) = &self.opening {
            lines = lines.push(
                text(t!(
                    "tracer-opening",
                    file = file_name(&opening.path),
                    stage = stage_said(opening.stage)
                ))
                .size(style::BODY)
                .font(style::BOLD),
            );
        }
        if let Some(status) = &self.status {
            lines = lines.push(text(status.now()).size(style::BODY));
        }
        lines.into()
    }

    fn listed_view<'a>(&'a self, listed: &'a Listed) -> Element<'a, Message> {
        let path = &listed.path;
        let state = match &listed.state {
            Ok(summary) => text(t!("tracer-ready-to-play-on", summary = summary.clone())),
            Err(why) => text(t!("tracer-unfinished", why = why.clone())),
        }
        .size(style::BODY - 2.0);
        let mut body = column![
            text(listed.name.as_str())
                .size(style::BODY + 2.0)
                .font(style::BOLD),
            state,
            text(file_name(path)).size(style::BODY - 3.0),
        ]
        .spacing(2)
        .width(Fill);
        let actions: Element<'_, Message> = match (&self.renaming, &self.deleting) {
            (Some((renaming, typed)), _) if renaming == path => row![
                text_input(&t!("tracer-new-name"), typed)
                    .on_input(Message::RenameTyped)
                    .on_submit(Message::ConfirmRename)
                    .width(260),
                button(text(t!("tracer-keep-name"))).on_press(Message::ConfirmRename),
                button(text(t!("tracer-cancel"))).on_press(Message::CancelRename),
            ]
            .spacing(6)
            .into(),
            (_, Some(deleting)) if deleting == path => row![
                text(t!("tracer-delete-it-and-its-photo")),
                button(text(t!("tracer-delete"))).on_press(Message::ConfirmDelete),
                button(text(t!("tracer-keep"))).on_press(Message::CancelDelete),
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center)
            .into(),
            _ => row![
                button(text(t!("tracer-trace"))).on_press(Message::OpenBoard(path.clone())),
                button(text(t!("tracer-rename"))).on_press(Message::Rename(path.clone())),
                button(text(t!("tracer-duplicate"))).on_press(Message::Duplicate(path.clone())),
                button(text(t!("tracer-export"))).on_press(Message::Export(path.clone())),
                button(text(t!("tracer-delete"))).on_press(Message::Delete(path.clone())),
            ]
            .spacing(6)
            .into(),
        };
        body = body.push(actions);
        container(body)
            .padding(10)
            .width(Fill)
            .style(style::panel)
            .into()
    }
}

/// How far a picture being opened has got, in the language spoken now.
fn stage_said(stage: Option<Stage>) -> String {
    match stage {
        None => t!("tracer-stage-starting"),
        Some(Stage::Reading) => t!("tracer-stage-reading"),
        Some(Stage::Decoding { width, height }) => t!(
            "tracer-stage-decoding",
            width = width,
            height = height,
            megapixels = i18n::decimal(f64::from(width) * f64::from(height) / 1_000_000.0, 1)
        ),
        Some(Stage::Shrinking) => t!("tracer-stage-shrinking"),
    }
}

impl Screen {
    /// Reads the saved boards again, after anything that may have changed them.
    pub(super) fn refresh(&mut self) {
        self.boards = boards::list_boards(&self.store)
            .into_iter()
            .map(|(path, board)| {
                let (name, state) = match board {
                    Ok(board) => (board.name().to_owned(), Ok(summary(&board.to_draft()))),
                    // An unfinished tracing still has a name worth showing.
                    Err(why) => {
                        let name = boards::load_draft(&path)
                            .map_or_else(|_| file_name(&path), |draft| draft.name);
                        (name, Err(why))
                    }
                };
                Listed { path, name, state }
            })
            .collect();
    }

    /// The saved boards' actions: open, rename, duplicate, delete, export and import.
    pub(super) fn library_update(&mut self, message: Message) -> Action {
        match message {
            Message::OpenBoard(path) => match boards::load_draft(&path) {
                Ok(draft) => {
                    let picture = draft
                        .image
                        .as_deref()
                        .and_then(|image| boards::picture_path(&path, image));
                    self.start(Trace::new(draft), Some(path));
                    self.status = None;
                    if let Some(picture) = picture {
                        return self.load(picture, Into::Saved);
                    }
                }
                Err(error) => self.status = Some(error),
            },
            Message::Rename(path) => {
                let name = self
                    .boards
                    .iter()
                    .find(|b| b.path == path)
                    .map(|b| b.name.clone())
                    .unwrap_or_default();
                self.renaming = Some((path, name));
            }
            Message::RenameTyped(name) => {
                if let Some((_, typed)) = &mut self.renaming {
                    *typed = name;
                }
            }
            Message::ConfirmRename => {
                if let Some((path, name)) = self.renaming.take() {
                    self.report(
                        boards::rename_board(&path, &name).map(|()| msg!("tracer-renamed")),
                    );
                }
            }
            Message::CancelRename => self.renaming = None,
            Message::Duplicate(path) => self.report(
                boards::duplicate_board(&self.store, &path, i18n::current())
                    .map(|copy| msg!("tracer-copied-to", file = file_name(&copy))),
            ),
            Message::Delete(path) => self.deleting = Some(path),
            Message::ConfirmDelete => {
                if let Some(path) = self.deleting.take() {
                    self.report(boards::delete_board(&path).map(|()| msg!("tracer-deleted")));
                }
            }
            Message::CancelDelete => self.deleting = None,
            Message::Export(path) => {
                return match self.typed() {
                    Some(target) => {
                        self.export(&path, &target);
                        Action::None
                    }
                    None => {
                        let suggested = file_name(&path);
                        Action::Run(Task::perform(dialog::export_to(suggested), move |to| {
                            Message::ExportChosen(path.clone(), to)
                        }))
                    }
                };
            }
            Message::ExportChosen(path, Some(target)) => self.export(&path, &target),
            Message::ImportChosen(None) | Message::ExportChosen(_, None) => {
                self.status = Some(no_dialog());
            }
            Message::Import => {
                return match self.typed() {
                    Some(source) => {
                        self.import(&source);
                        Action::None
                    }
                    None => Action::Run(Task::perform(dialog::pick_board(), Message::ImportChosen)),
                };
            }
            Message::ImportChosen(Some(source)) => self.import(&source),
            _ => {}
        }
        Action::None
    }

    /// The path field's path, if something is typed.
    pub(super) fn typed(&self) -> Option<PathBuf> {
        let typed = self.typed_path.trim();
        // A path pasted from a file manager often comes quoted.
        let typed = typed.trim_matches(|c| c == '"' || c == '\'');
        (!typed.is_empty()).then(|| PathBuf::from(typed))
    }

    /// Says how a saved board's action went, and lists the boards again.
    fn report(&mut self, result: Result<Msg, Msg>) {
        self.status = Some(match result {
            Ok(done) => {
                // A path used once is not meant for the next export or import.
                self.typed_path.clear();
                done
            }
            Err(error) => error,
        });
        self.refresh();
    }

    /// Exports `board` to `target`: into it if it is a folder, as a board file otherwise.
    fn export(&mut self, board: &Path, target: &Path) {
        let target = if target.is_dir() {
            target.join(file_name(board))
        } else if target.extension().is_none() {
            target.with_extension(boards::BOARD_EXTENSION)
        } else {
            target.to_owned()
        };
        self.report(
            boards::export_board(board, &target)
                .map(|()| msg!("tracer-exported-to", path = target.display().to_string())),
        );
    }

    /// Imports the board file at `source` into the data folder.
    fn import(&mut self, source: &Path) {
        self.report(
            boards::import_board(&self.store, source)
                .map(|path| msg!("tracer-imported-as", file = file_name(&path))),
        );
    }
}
