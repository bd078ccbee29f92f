//! What doesn't fit on a screen: a view laid out exactly as a window lays it out (the app's
//! renderer, fonts and size), then every text measured against the box it was given and the
//! boxes around it. A text is in trouble when its drawn extent is larger than its box (a
//! word too long for it, more lines than its height), when its box leaves a box around it
//! (a row or column too full, pushed past the window's edge, over the footer), or when it
//! covers another text. Inside a list that scrolls (up and down: every list here does) the
//! box reaches down the whole list (the rest is reached by scrolling), but the list must show
//! at least a few lines, and two texts only cover each other where they show.
//!
//! iced keeps a text's laid-out paragraph in the widget tree's state, and the layout tree
//! has a node for every widget: walking both together gives each text's measured size and
//! its box. Scrollables are found by the operation iced runs for them (their state is
//! private), by their bounds.

use alibi::ui::Message;
use iced::advanced::layout::{Layout, Limits, Node};
use iced::advanced::widget::operation::{Operation, Outcome, Scrollable};
use iced::advanced::widget::tree::{Tag, Tree};
use iced::advanced::widget::{Id, text};
use iced::{Element, Rectangle, Renderer, Size, Vector};

type Paragraph = <Renderer as iced::advanced::text::Renderer>::Paragraph;

/// How far (in pixels) a text may stray before it counts: anti-aliasing and rounding.
const SLACK: f32 = 1.0;

/// The least a list that scrolls must show of itself: two lines of text.
const LEAST_LIST: f32 = 44.0;

/// One text in trouble, in words for the test's failure.
#[derive(Debug, Clone, PartialEq)]
pub struct Trouble {
    /// The text (its first 80 characters).
    pub text: String,
    /// What is wrong with it.
    pub why: String,
}

impl std::fmt::Display for Trouble {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}: {}", self.text, self.why)
    }
}

/// A text as drawn: its content and the part of its lines that shows (a list that
/// scrolls hides what is outside its frame).
struct Drawn {
    text: String,
    shown: Rectangle,
}

/// What was measured: every text (its content), and the troubles.
pub struct Measured {
    /// Every text found, in the order drawn.
    pub texts: Vec<String>,
    /// Every text that doesn't fit, and every list too small to show anything.
    pub troubles: Vec<Trouble>,
}

/// Lays `view` out at `size` and measures every text on it.
pub fn measure(mut view: Element<'_, Message>, size: (f32, f32)) -> Measured {
    let renderer = alibi::ui::picture::renderer().expect("the headless renderer");
    let mut tree = Tree::empty();
    tree.diff(view.as_widget());
    let window = Size::new(size.0, size.1);
    let node = view
        .as_widget_mut()
        .layout(&mut tree, &renderer, &Limits::new(Size::ZERO, window));
    let mut scrollables = Scrollables(Vec::new());
    view.as_widget_mut()
        .operate(&mut tree, Layout::new(&node), &renderer, &mut scrollables);
    let mut walk = Walk {
        scrollables: scrollables.0,
        texts: Vec::new(),
        troubles: Vec::new(),
    };
    let screen = Rectangle::new(iced::Point::ORIGIN, window);
    walk.node(&tree, &node, Vector::ZERO, screen, screen);
    let mut troubles = walk.troubles;
    // Two texts over each other: the later one covers the first.
    for (i, a) in walk.texts.iter().enumerate() {
        for b in &walk.texts[i + 1..] {
            let (x, y) = (shrunk(a.shown), shrunk(b.shown));
            if let Some(both) = x.intersection(&y)
                && both.width > 0.0
                && both.height > 0.0
            {
                troubles.push(Trouble {
                    text: short(&b.text),
                    why: format!("covers {:?}", short(&a.text)),
                });
            }
        }
    }
    Measured {
        texts: walk.texts.into_iter().map(|d| d.text).collect(),
        troubles,
    }
}

fn shrunk(r: Rectangle) -> Rectangle {
    Rectangle {
        x: r.x + SLACK,
        y: r.y + SLACK,
        width: (r.width - 2.0 * SLACK).max(0.0),
        height: (r.height - 2.0 * SLACK).max(0.0),
    }
}

fn short(text: &str) -> String {
    text.chars().take(80).collect()
}

/// Whether `inner` lies within `outer`, give or take the slack.
fn within(inner: Rectangle, outer: Rectangle) -> bool {
    inner.x >= outer.x - SLACK
        && inner.y >= outer.y - SLACK
        && inner.x + inner.width <= outer.x + outer.width + SLACK
        && inner.y + inner.height <= outer.y + outer.height + SLACK
}

/// Which way `inner` leaves `outer`, in words.
fn leaves(inner: Rectangle, outer: Rectangle) -> String {
    let mut sides = Vec::new();
    if inner.x < outer.x - SLACK {
        sides.push(format!("left by {:.0}", outer.x - inner.x));
    }
    if inner.x + inner.width > outer.x + outer.width + SLACK {
        sides.push(format!(
            "right by {:.0}",
            inner.x + inner.width - outer.x - outer.width
        ));
    }
    if inner.y < outer.y - SLACK {
        sides.push(format!("top by {:.0}", outer.y - inner.y));
    }
    if inner.y + inner.height > outer.y + outer.height + SLACK {
        sides.push(format!(
            "bottom by {:.0}",
            inner.y + inner.height - outer.y - outer.height
        ));
    }
    sides.join(", ")
}

/// The scrollables' bounds and their content's, as the layout places them.
struct Scrollables(Vec<(Rectangle, Rectangle)>);

impl Operation for Scrollables {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content_bounds: Rectangle,
        _translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        self.0.push((bounds, content_bounds));
    }

    fn finish(&self) -> Outcome<()> {
        Outcome::None
    }
}

struct Walk {
    scrollables: Vec<(Rectangle, Rectangle)>,
    texts: Vec<Drawn>,
    troubles: Vec<Trouble>,
}

impl Walk {
    /// Walks a widget's state and its layout node together; `room` is where it must stay
    /// (the boxes around it, or a scrolled list's content).
    ///
    /// A container shares its content's state (iced gives it no tree node of its own) but
    /// has a layout node around the content's: a node with one child whose state doesn't
    /// match is such a wrapper, and the walk goes on into its child with the same state.
    /// `frame` is what shows of the window there (a list's frame clips what it scrolls).
    fn node(
        &mut self,
        tree: &Tree,
        node: &Node,
        offset: Vector,
        room: Rectangle,
        frame: Rectangle,
    ) {
        let bounds = node.bounds() + offset;
        let children = node.children();
        let inner_offset = offset + node_offset(node);
        if tree.tag == Tag::of::<iced::widget::text_input::State<Paragraph>>() {
            let field = tree
                .state
                .downcast_ref::<iced::widget::text_input::State<Paragraph>>();
            // The field's text area is its first part.
            let area = children
                .first()
                .map_or(bounds, |c| c.bounds() + inner_offset);
            self.placeholder(field, area);
            return;
        }
        let is_text = tree.tag == Tag::of::<text::State<Paragraph>>();
        let wrapper = children.len() == 1 && (is_text || tree.children.len() != 1);
        if is_text && !wrapper {
            // A text, or a checkbox, toggler or radio button with its label: the label is
            // the widest part.
            let label = children
                .iter()
                .max_by(|a, b| a.bounds().width.total_cmp(&b.bounds().width))
                .map_or(bounds, |label| label.bounds() + inner_offset);
            let paragraph = tree.state.downcast_ref::<text::State<Paragraph>>();
            self.text(paragraph, label, room, frame);
            return;
        }
        let scrolled = children.len() == 1
            && self.scrollables.iter().any(|(outer, content)| {
                same(*outer, bounds) && same(*content, children[0].bounds() + inner_offset)
            });
        let frame = if scrolled {
            bounds
                .intersection(&frame)
                .unwrap_or(Rectangle::new(bounds.position(), Size::ZERO))
        } else {
            frame
        };
        let room = if scrolled {
            let content = children[0].bounds() + inner_offset;
            let shown = bounds.intersection(&room).map_or(0.0, |r| r.height);
            if content.height > bounds.height + SLACK && shown < LEAST_LIST.min(content.height) {
                self.troubles.push(Trouble {
                    text: String::from("(a list that scrolls)"),
                    why: format!(
                        "shows {shown:.0} of its {:.0} pixels: too little to read",
                        content.height
                    ),
                });
            }
            // Its content scrolls up and down (every list here does): what is below the fold
            // is reached, not cut; what is past its sides is.
            let across = bounds.intersection(&room).unwrap_or(bounds);
            Rectangle {
                x: across.x,
                width: across.width,
                y: content.y,
                height: content.height,
            }
        } else {
            // A part stays in its whole's box.
            bounds
                .intersection(&room)
                .unwrap_or(Rectangle::new(bounds.position(), Size::ZERO))
        };
        if wrapper {
            self.node(tree, &children[0], inner_offset, room, frame);
        } else if tree.children.len() == children.len() {
            for (child_tree, child) in tree.children.iter().zip(children) {
                self.node(child_tree, child, inner_offset, room, frame);
            }
        }
        // Otherwise a widget draws its own parts (a field, a list to pick from, a slider).
    }

    /// A field's placeholder, shown while it is empty, must fit the field: iced keeps its
    /// measure private but prints it (`placeholder: Plain { raw: Paragraph { … min_bounds:
    /// Size { width: … } }, content: "…" }`).
    fn placeholder(&mut self, field: &iced::widget::text_input::State<Paragraph>, area: Rectangle) {
        let printed = format!("{field:?}");
        let part = |name: &str| -> Option<(f32, String)> {
            let rest = &printed[printed.find(&format!("{name}: Plain"))?..];
            let width = &rest[rest.find("min_bounds: Size { width: ")? + 26..];
            let width: f32 = width[..width.find(',')?].parse().ok()?;
            let content = &rest[rest.find("content: \"")? + 10..];
            Some((width, content[..content.find("\" }")?].to_owned()))
        };
        let (Some((_, value)), Some((width, placeholder))) = (part("value"), part("placeholder"))
        else {
            return;
        };
        if value.is_empty() && !placeholder.is_empty() && width > area.width + SLACK {
            self.troubles.push(Trouble {
                text: short(&placeholder),
                why: format!(
                    "a field's placeholder needs {width:.0} in a field of {:.0}",
                    area.width
                ),
            });
        }
    }

    fn text(
        &mut self,
        paragraph: &text::State<Paragraph>,
        bounds: Rectangle,
        room: Rectangle,
        frame: Rectangle,
    ) {
        let content = paragraph.content();
        if content.trim().is_empty() {
            return;
        }
        let measured = paragraph.min_bounds();
        let at = bounds.anchor(measured, paragraph.align_x(), paragraph.align_y());
        let drawn = Rectangle::new(at, measured);
        if measured.width > bounds.width + SLACK || measured.height > bounds.height + SLACK {
            self.troubles.push(Trouble {
                text: short(content),
                why: format!(
                    "needs {:.0}×{:.0} in a box of {:.0}×{:.0}",
                    measured.width, measured.height, bounds.width, bounds.height
                ),
            });
        }
        if !within(drawn, room) {
            self.troubles.push(Trouble {
                text: short(content),
                why: format!("leaves its box ({})", leaves(drawn, room)),
            });
        }
        if let Some(shown) = drawn.intersection(&frame) {
            self.texts.push(Drawn {
                text: content.to_owned(),
                shown,
            });
        }
    }
}

/// Where a node's children are placed from: its own position.
fn node_offset(node: &Node) -> Vector {
    let at = node.bounds();
    Vector::new(at.x, at.y)
}

fn same(a: Rectangle, b: Rectangle) -> bool {
    (a.x - b.x).abs() < 0.5
        && (a.y - b.y).abs() < 0.5
        && (a.width - b.width).abs() < 0.5
        && (a.height - b.height).abs() < 0.5
}
