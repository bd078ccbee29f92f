//! What the mouse does on the console's board: a click picks a location, the wheel zooms
//! about the pointer, a drag pans (the photo underneath following, through the same camera).

use super::BoardCanvas;
use crate::rules::crimewave::Loc;
use crate::ui::widget::camera::{Asked, CLICK_SLOP};
use iced::mouse;
use iced::widget::canvas::{self, Event};
use iced::{Point, Rectangle};

/// The pointer's gesture on the board, kept by the widget between frames.
#[derive(Debug, Clone, Copy, Default)]
pub struct Gesture {
    /// Where a left press started and where the pointer was last (canvas coordinates).
    press: Option<(Point, Point)>,
    dragged: bool,
    pub(super) hovered: Option<Loc>,
    asked: Asked,
}

impl<M> BoardCanvas<'_, M> {
    /// The pointer's events: a message for the screen, or a redraw when the hovered
    /// location changes.
    pub(super) fn on_event(
        &self,
        gesture: &mut Gesture,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<M>> {
        let controls = self.controls?;
        let position = cursor.position_in(bounds);
        let shown = controls.camera;
        match event {
            Event::Mouse(mouse::Event::WheelScrolled { delta }) => {
                let p = position?;
                let from = gesture.asked.base(shown);
                let camera = from.wheel(self.picture(), bounds.size(), p, *delta);
                let camera = gesture.asked.ask(shown, camera);
                Some(canvas::Action::publish((controls.on_look)(camera)).and_capture())
            }
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let p = position?;
                gesture.press = Some((p, p));
                gesture.dragged = false;
                Some(canvas::Action::capture())
            }
            Event::Mouse(mouse::Event::CursorMoved { .. }) => {
                if let (Some((start, last)), Some(p)) = (gesture.press, position) {
                    gesture.dragged |= start.distance(p) > CLICK_SLOP;
                    if gesture.dragged {
                        gesture.press = Some((start, p));
                        let from = gesture.asked.base(shown);
                        let camera = from.panned(self.picture(), bounds.size(), p - last);
                        if camera == from {
                            return None;
                        }
                        let camera = gesture.asked.ask(shown, camera);
                        return Some(canvas::Action::publish((controls.on_look)(camera)));
                    }
                }
                let hovered =
                    position.and_then(|p| self.node_at(self.fit(bounds.size(), shown), p));
                if hovered != gesture.hovered {
                    gesture.hovered = hovered;
                    return Some(canvas::Action::request_redraw());
                }
                None
            }
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)) => {
                let pressed = gesture.press.take();
                if gesture.dragged || pressed.is_none() {
                    return None;
                }
                let loc = self.node_at(self.fit(bounds.size(), shown), position?)?;
                Some(canvas::Action::publish((controls.on_click)(loc)).and_capture())
            }
            _ => None,
        }
    }

    /// The pointer's look: a grabbing hand while dragging, a pointing one over a location.
    pub(super) fn cursor(
        &self,
        gesture: &Gesture,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if gesture.dragged && gesture.press.is_some() {
            mouse::Interaction::Grabbing
        } else if gesture.hovered.is_some() && self.controls.is_some() && cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}
