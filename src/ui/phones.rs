//! "Show on phones" on the console: starts and stops the phones' table page (`serve`),
//! shows its address and a QR code of it — or, on a machine with no Wi-Fi or LAN address,
//! that no phone can reach it and why — and hands the server the public view after every
//! message. The server gets only `Shown`, built here from the table window's `TableView`,
//! which holds nothing but public views.
//!
//! The address is the evening's: the app keeps it in the settings and hands it here, and the
//! pages follow every game the console opens until the host asks for a new one.

use super::style;
use super::table::{SealStrip, TableView};
use crate::i18n::Msg;
use crate::serve::{self, Address, Phones, Reach, Shown, Timer};
use crate::{msg, t};
use iced::widget::{button, column, container, image, row, text};
use iced::{Element, Task};
use qrcode::QrCode;
use std::net::{IpAddr, Ipv4Addr};

/// The sharing, when it is on.
#[derive(Debug, Default)]
pub struct Sharing {
    running: Option<Running>,
    /// Why sharing could not start, until the next try.
    problem: Option<Msg>,
    /// During a game the panel is one line; the host opened it whole (the code to scan).
    opened: bool,
}

#[derive(Debug)]
struct Running {
    phones: Phones,
    /// Where phones find the page: the LAN address, or nowhere (then the page is served on
    /// loopback only, for a browser on this computer).
    reach: Reach,
    /// The address's QR code, drawn once per address; none when no phone could open it.
    code: Option<image::Handle>,
    url: String,
    /// The token the address carries now.
    token: String,
}

/// The public view as the phones get it.
pub fn shown(table: &TableView) -> Shown {
    match table {
        TableView::Waiting => Shown::Waiting,
        TableView::Murdero(view) => Shown::Murdero {
            view: Box::new(view.clone()),
        },
        TableView::IntentToKill(view, news) => Shown::IntentToKill {
            view: view.clone(),
            news: news.clone(),
        },
        TableView::Crimewave(view, _, news) => Shown::crimewave((**view).clone(), news.clone()),
        TableView::Keystone(view) => Shown::Keystone {
            headline: super::table::keystone::headline(view),
            view: view.clone(),
        },
        TableView::CrimeStory(view, clock) => Shown::CrimeStory {
            view: view.clone(),
            timer: Timer {
                left: clock.left,
                warning: clock.warning,
                ran_out: clock.ran_out,
            },
        },
    }
}

/// A QR code of `url` as an image: black modules on white, four modules of quiet zone.
fn qr_image(url: &str) -> Option<image::Handle> {
    let code = QrCode::new(url.as_bytes()).ok()?;
    let modules = code.width();
    let colors = code.to_colors();
    const SCALE: usize = 6;
    const QUIET: usize = 4;
    let side = (modules + 2 * QUIET) * SCALE;
    let mut pixels = vec![255u8; side * side * 4];
    for (i, color) in colors.iter().enumerate() {
        if *color != qrcode::Color::Dark {
            continue;
        }
        let (mx, my) = (i % modules + QUIET, i / modules + QUIET);
        for y in my * SCALE..(my + 1) * SCALE {
            for x in mx * SCALE..(mx + 1) * SCALE {
                let at = (y * side + x) * 4;
                pixels[at..at + 3].fill(0);
            }
        }
    }
    let side = u32::try_from(side).ok()?;
    Some(image::Handle::from_rgba(side, side, pixels))
}

impl Sharing {
    /// Whether the page is being served.
    pub fn is_on(&self) -> bool {
        self.running.is_some()
    }

    /// The page's address while sharing.
    pub fn url(&self) -> Option<&str> {
        self.running.as_ref().map(|r| r.url.as_str())
    }

    /// The address being served (the port it got and its token), to keep for the evening.
    pub fn address(&self) -> Option<Address> {
        self.running.as_ref().map(|r| Address {
            port: r.phones.address().port(),
            token: r.token.clone(),
        })
    }

    /// Starts sharing `table` on the local network at the evening's address `at`, or stops.
    /// Starting returns the server to run on the app's runtime.
    pub fn toggle<M: Send + 'static>(&mut self, at: &Address, table: &TableView) -> Task<M> {
        self.opened = false;
        if self.running.take().is_some() {
            // Dropping the handle stops the server; pages are refused from now on.
            return Task::none();
        }
        self.start(serve::reach(), at, table)
    }

    /// Starts sharing `table` at `at` where `reach` says phones can find this computer. With
    /// no Wi-Fi or LAN address the page is still served, on loopback (a browser on this
    /// computer can open it), and the panel says that no phone can reach it instead of
    /// offering an address as if one could.
    pub fn start<M: Send + 'static>(
        &mut self,
        reach: Reach,
        at: &Address,
        table: &TableView,
    ) -> Task<M> {
        self.running = None;
        let ip = match reach {
            Reach::Lan(ip) => ip,
            Reach::Nowhere { .. } => IpAddr::V4(Ipv4Addr::LOCALHOST),
        };
        match Phones::bind(ip, at, &shown(table)) {
            Ok((phones, serving)) => {
                let url = phones.url();
                let code = match reach {
                    Reach::Lan(_) => match qr_image(&url) {
                        Some(code) => Some(code),
                        None => {
                            self.problem = Some(msg!("phones-no-qr-code"));
                            return Task::none();
                        }
                    },
                    Reach::Nowhere { .. } => None,
                };
                self.problem = None;
                self.running = Some(Running {
                    phones,
                    reach,
                    code,
                    url,
                    token: at.token.clone(),
                });
                Task::future(serving).discard()
            }
            Err(error) => {
                self.problem = Some(msg!("phones-could-not-share", error = error.to_string()));
                Task::none()
            }
        }
    }

    /// Hands the pages the public view now, with the sealed-setup strip the table window
    /// shows under it (nothing is sent when neither changed).
    pub fn publish(&self, table: &TableView, seal: &SealStrip) {
        if let Some(running) = &self.running {
            running.phones.publish(&shown(table), &seal.lines());
        }
    }

    /// The host gave the phones a new address (in the settings): pages opened with the old
    /// one are ended and refused, and the panel shows the new one.
    pub fn use_token(&mut self, token: &str) {
        let Some(running) = &mut self.running else {
            return;
        };
        if running.token == token {
            return;
        }
        running.phones.set_token(token);
        running.token = token.to_owned();
        running.url = running.phones.url();
        if running.code.is_some() {
            running.code = qr_image(&running.url);
        }
    }

    /// Opens the whole panel during a game (the code to scan), or folds it to its line.
    pub fn toggle_code(&mut self) {
        self.opened = !self.opened;
    }

    /// Under the toolbar while sharing: the address, its QR code and how many pages follow;
    /// `compact` (during a game, where the board needs the room): one line with a button
    /// (`code`) that opens the whole panel, until the same button folds it again.
    pub fn view<M: Clone + 'static>(
        &self,
        stop: M,
        code: M,
        compact: bool,
    ) -> Option<Element<'_, M>> {
        if let Some(problem) = &self.problem {
            return Some(text(problem.now()).size(style::BODY - 2.0).into());
        }
        let running = self.running.as_ref()?;
        let folded = compact && !self.opened;
        let Some(picture) = &running.code else {
            return Some(unreachable(running, stop, code, compact, folded));
        };
        let pages = running.phones.pages();
        if folded {
            return Some(
                row![
                    text(t!(
                        "phones-compact",
                        url = running.url.as_str(),
                        count = pages
                    ))
                    .size(style::BODY - 3.0),
                    button(text(t!("phones-show-code")).size(style::BODY - 3.0))
                        .padding([2, 8])
                        .on_press(code),
                ]
                .spacing(10)
                .align_y(iced::Center)
                .into(),
            );
        }
        let mut buttons = row![button(text(t!("phones-stop"))).on_press(stop)].spacing(10);
        if compact {
            buttons = buttons.push(button(text(t!("phones-hide"))).on_press(code));
        }
        let details = column![
            text(t!("phones-showing")).font(style::BOLD),
            text(t!("phones-scan")).size(style::BODY - 2.0),
            text(running.url.as_str())
                .size(style::BODY + 2.0)
                .font(style::BOLD),
            text(t!("phones-following", count = pages)).size(style::BODY - 2.0),
            buttons,
        ]
        .spacing(6);
        Some(
            container(
                row![image(picture.clone()).width(150).height(150), details]
                    .spacing(16)
                    .align_y(iced::Center),
            )
            .padding(10)
            .style(style::panel)
            .into(),
        )
    }
}

/// The panel when no phone can reach this computer: that, why, what to do, and the address
/// a browser on this computer can still open. No QR code: no phone could open it. `folded`
/// (during a game): the headline, and a button (`more`) that opens the rest.
fn unreachable<M: Clone + 'static>(
    running: &Running,
    stop: M,
    more: M,
    compact: bool,
    folded: bool,
) -> Element<'_, M> {
    let headline = msg!("phones-unreachable");
    if folded {
        return row![
            text(headline.now()).size(style::BODY - 3.0),
            button(text(t!("phones-why")).size(style::BODY - 3.0))
                .padding([2, 8])
                .on_press(more),
        ]
        .spacing(10)
        .align_y(iced::Center)
        .into();
    }
    let mut buttons = row![button(text(t!("phones-stop"))).on_press(stop)].spacing(10);
    if compact {
        buttons = buttons.push(button(text(t!("phones-hide"))).on_press(more));
    }
    let why = match running.reach {
        Reach::Nowhere { found: Some(ip) } => t!("phones-public-only", ip = ip.to_string()),
        _ => t!("phones-no-network"),
    };
    container(
        column![
            text(headline.now()).font(style::BOLD),
            text(why).size(style::BODY - 2.0),
            text(t!("phones-join")).size(style::BODY - 2.0),
            text(t!("phones-local-only", url = running.url.as_str())).size(style::BODY - 3.0),
            buttons,
        ]
        .spacing(6),
    )
    .padding(10)
    .style(style::panel)
    .into()
}
