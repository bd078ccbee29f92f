//! The board being traced: the photo with its locations, the tools, the picked location
//! and the live checks.

use super::{CityChoice, Message, Screen, Tool, Trace, Tracing, canvas, session, summary};
use crate::i18n::Msg;
use crate::rules::crimewave::board::{CITIES, Finding};
use crate::ui::style;
use crate::ui::widget::camera::Move;
use crate::{msg, t};
use iced::widget::{
    Canvas, button, column, container, pick_list, radio, row, scrollable, space, stack, text,
    text_input,
};
use iced::{Element, Fill, Length};

impl Screen {
    /// The open board: its photo, the tools, the picked location and the checks.
    pub(super) fn tracing_view<'a>(&'a self, t: &'a Tracing) -> Element<'a, Message> {
        let trace = &t.trace;
        let top = row![
            text(t!("tracer-board-tracer"))
                .size(style::HEADING)
                .font(style::BOLD),
            text_input(&t!("tracer-name-the-board"), &trace.draft().name)
                .on_input(Message::NameTyped)
                .id("tracer-name")
                .width(Fill),
            button(text(t!("tracer-undo"))).on_press_maybe(
                trace
                    .can_undo()
                    .then_some(Message::History(session::Message::Undo))
            ),
            button(text(t!("tracer-redo"))).on_press_maybe(
                trace
                    .can_redo()
                    .then_some(Message::History(session::Message::Redo))
            ),
            button(text(t!("tracer-save"))).on_press(Message::Save),
            button(text(t!("tracer-close"))).on_press(Message::Close),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let picture = canvas::Picture {
            draft: trace.draft(),
            photo: t.photo.as_ref().map(|p| (&p.handle, p.size())),
            selected: trace.selected(),
            shown: &t.shown,
            camera: t.camera,
        };
        // A canvas draws into its parent's layer, and images are clipped only to layers: a
        // zoomed photo would spill over the whole window. A stack gives each upper child a
        // layer of its own, clipped to this container: the photo, then the locations above.
        let backdrop: Element<'_, Message> = match picture.backdrop() {
            Some(backdrop) => {
                Element::from(Canvas::new(backdrop).width(Fill).height(Fill)).map(Message::Canvas)
            }
            None => space().into(),
        };
        let marks =
            Element::from(Canvas::new(picture).width(Fill).height(Fill)).map(Message::Canvas);
        let board = container(stack![space().width(Fill).height(Fill), backdrop, marks])
            .clip(true)
            .id("tracer-picture")
            .style(style::panel)
            .width(Fill)
            .height(Fill);
        let view_controls = row![
            button(text(t!("tracer-zoom-in"))).on_press(Message::Look(Move::In)),
            button(text(t!("tracer-zoom-out"))).on_press(Message::Look(Move::Out)),
            button(text(t!("tracer-whole-photo"))).on_press(Message::Look(Move::Whole)),
            text(t!("tracer-wheel-zoom-drag-the-photo")).size(style::BODY - 3.0),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let left = column![board, view_controls, self.photo_view(t)]
            .spacing(8)
            .width(Fill);
        let side = column![
            self.tools_view(t),
            self.selected_view(t),
            checks_view(trace),
        ]
        .spacing(10)
        .height(Fill)
        .width(Length::Fixed(400.0));
        container(
            column![
                top,
                // A fixed height: a status that came and went would shift the photo under
                // the pointer between two clicks.
                container(self.progress_and_status())
                    .height(STATUS_HEIGHT)
                    .clip(true),
                row![left, side].spacing(14).height(Fill),
            ]
            .spacing(10),
        )
        .padding([12, 20])
        .width(Fill)
        .height(Fill)
        .into()
    }

    fn tools_view<'a>(&'a self, t: &'a Tracing) -> Element<'a, Message> {
        let hint = match t.tool {
            Tool::Place => t!("tracer-click-the-photo-to-place"),
            Tool::Connect => t!("tracer-connect-help"),
        };
        panel(
            &t!("tracer-tools"),
            column![
                row![
                    radio(
                        t!("tracer-place-and-move"),
                        Tool::Place,
                        Some(t.tool),
                        Message::ToolChosen
                    ),
                    radio(
                        t!("tracer-connect"),
                        Tool::Connect,
                        Some(t.tool),
                        Message::ToolChosen
                    ),
                ]
                .spacing(16),
                text(hint).size(style::BODY - 2.0),
                row![
                    text(t!("tracer-next-number")),
                    text_input("1", &t.next_typed)
                        .on_input(Message::NextTyped)
                        .id("tracer-next")
                        .width(80),
                ]
                .spacing(10)
                .align_y(iced::Alignment::Center),
            ]
            .spacing(8)
            .into(),
        )
    }

    fn selected_view<'a>(&'a self, t: &'a Tracing) -> Element<'a, Message> {
        let trace = &t.trace;
        let Some(node) = trace
            .selected()
            .and_then(|loc| trace.draft().nodes.iter().find(|n| n.id == loc))
        else {
            return panel(
                &t!("tracer-location"),
                text(t!("tracer-click-a-location-to-change"))
                    .size(style::BODY - 2.0)
                    .into(),
            );
        };
        let neighbours = trace
            .draft()
            .edges
            .iter()
            .filter_map(|&(a, b)| match (a == node.id, b == node.id) {
                (true, _) => Some(b),
                (_, true) => Some(a),
                _ => None,
            })
            .map(|l| l.to_string())
            .collect::<Vec<_>>();
        let choices: Vec<CityChoice> = std::iter::once(CityChoice::None)
            .chain(CITIES.iter().map(|&c| CityChoice::City(c)))
            .collect();
        let chosen = match node.city.as_deref() {
            Some(name) => CITIES
                .iter()
                .find(|&&c| c == name)
                .map(|&c| CityChoice::City(c)),
            None => Some(CityChoice::None),
        };
        panel(
            &t!("tracer-location-numbered", loc = node.id),
            column![
                text(if neighbours.is_empty() {
                    t!("tracer-not-connected-yet")
                } else {
                    t!("tracer-connected-to", locs = neighbours.join(", "))
                })
                .size(style::BODY - 2.0),
                row![
                    text(t!("tracer-number")),
                    text_input("", &t.number_typed)
                        .on_input(Message::NumberTyped)
                        .on_submit(Message::Renumber)
                        .id("tracer-number")
                        .width(80),
                    button(text(t!("tracer-renumber"))).on_press(Message::Renumber),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
                pick_list(choices, chosen, Message::CityChosen).width(Fill),
                row![
                    button(text(t!("tracer-delete-location", loc = node.id)))
                        .on_press(Message::DeleteLocation),
                    button(text(t!("tracer-deselect-esc"))).on_press(Message::Deselect),
                ]
                .spacing(8),
            ]
            .spacing(8)
            .into(),
        )
    }

    fn photo_view<'a>(&'a self, t: &'a Tracing) -> Element<'a, Message> {
        let about = match &t.photo {
            None => t!("tracer-no-photo-yet"),
            Some(photo) if t.photo_unsaved => t!(
                "tracer-photo-unsaved",
                width = photo.picture.width,
                height = photo.picture.height
            ),
            Some(photo) => t!(
                "tracer-photo",
                width = photo.picture.width,
                height = photo.picture.height
            ),
        };
        row![text(about).size(style::BODY - 2.0), self.path_row()]
            .spacing(8)
            .align_y(iced::Alignment::Center)
            .into()
    }
}

/// The live checks: errors, then warnings, each showing its locations when clicked.
fn checks_view(trace: &Trace) -> Element<'_, Message> {
    let draft = trace.draft();
    let mut body = column![text(summary(draft).now()).size(style::BODY - 1.0)].spacing(6);
    let errors = trace.errors();
    let warnings = trace.warnings();
    if errors.is_empty() && warnings.is_empty() {
        body = body.push(text(t!("tracer-no-errors-no-warnings-the")).font(style::BOLD));
    }
    if !errors.is_empty() {
        body = body.push(text(t!("tracer-errors-found", count = errors.len())).font(style::BOLD));
        body = body.extend(
            errors
                .iter()
                .map(|f| finding_view(msg!("tracer-error", finding = f.text.clone()), f)),
        );
        body =
            body.push(text(t!("tracer-the-rulebook-checks-96-locations")).size(style::BODY - 3.0));
    }
    if !warnings.is_empty() {
        body =
            body.push(text(t!("tracer-warnings-found", count = warnings.len())).font(style::BOLD));
        body = body.extend(
            warnings
                .iter()
                .map(|f| finding_view(msg!("tracer-warning", finding = f.text.clone()), f)),
        );
    }
    container(
        column![
            text(t!("tracer-checks"))
                .size(style::BODY + 2.0)
                .font(style::BOLD),
            scrollable(body.padding(iced::Padding::ZERO.right(12))).height(Fill),
        ]
        .spacing(8),
    )
    .padding(12)
    .width(Fill)
    .height(Fill)
    .style(style::panel)
    .into()
}

/// One line of the checks: `line` says the finding ("Error: …"), and a finding about
/// locations offers to show them.
fn finding_view<'a>(line: Msg, finding: &'a Finding) -> Element<'a, Message> {
    let said = if finding.at.is_empty() {
        line.now()
    } else {
        t!("tracer-click-to-show", line = line)
    };
    button(text(said).size(style::BODY - 2.0))
        .style(style::list_entry)
        .width(Fill)
        .on_press_maybe((!finding.at.is_empty()).then(|| Message::Show(finding.at.clone())))
        .into()
}

/// A titled panel in the side column.
fn panel<'a>(title: &str, body: Element<'a, Message>) -> Element<'a, Message> {
    container(
        column![
            text(title.to_owned())
                .size(style::BODY + 2.0)
                .font(style::BOLD),
            body
        ]
        .spacing(8),
    )
    .padding(12)
    .width(Fill)
    .style(style::panel)
    .into()
}

/// Room for two lines of status above the photo.
const STATUS_HEIGHT: f32 = 44.0;
