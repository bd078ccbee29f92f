//! The console's "Show on phones" panel says honestly whether a phone can reach the page: a
//! QR code and the address on a Wi-Fi or LAN address; without one, that no phone can reach
//! this computer and why, with no code to scan.

mod common;

use alibi::serve::Reach;
use alibi::ui::Message;
use alibi::ui::phones::Sharing;
use alibi::ui::table::TableView;
use iced_test::selector::Candidate;
use std::net::{IpAddr, Ipv4Addr};

/// Every text on the panel, in order (full: the home screen's; compact: a game's toolbar).
fn panel_texts(sharing: &Sharing, compact: bool) -> Vec<String> {
    let view = sharing
        .view(Message::TogglePhones, Message::TogglePhoneCode, compact)
        .expect("a panel while sharing");
    let mut ui = iced_test::Simulator::with_size(iced::Settings::default(), (1280.0, 400.0), view);
    let mut texts = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Text { content, .. } = candidate {
            texts.push(content.to_string());
        }
        None::<()>
    });
    texts
}

fn started(reach: Reach) -> Sharing {
    let mut sharing = Sharing::default();
    let _ = sharing.start::<Message>(reach, &alibi::serve::Address::fresh(), &TableView::Waiting);
    assert!(sharing.is_on(), "{reach:?}");
    sharing
}

#[test]
fn without_a_private_address_the_panel_says_no_phone_can_reach_it_and_why() {
    let public: IpAddr = "192.0.2.2".parse().unwrap();
    for (found, why) in [
        (
            Some(public),
            "Its only network address, 192.0.2.2, is not on a private network",
        ),
        (None, "It isn't connected to any network."),
    ] {
        let sharing = started(Reach::Nowhere { found });
        let url = sharing.url().unwrap().to_string();
        assert!(url.starts_with("http://127.0.0.1:"), "{url}");
        let texts = panel_texts(&sharing, false);
        let all = texts.join("\n");
        assert!(
            all.contains("No phone can reach this computer: no Wi-Fi or LAN address was found"),
            "{all}"
        );
        assert!(all.contains(why), "{all}");
        assert!(all.contains("Join the Wi-Fi the phones are on"), "{all}");
        // The loopback address is offered only as what it is: for this computer.
        let offered: Vec<&String> = texts.iter().filter(|t| t.contains(&url)).collect();
        assert_eq!(offered.len(), 1, "{all}");
        assert!(offered[0].starts_with("Until then only a browser on this computer"));
        assert!(!all.contains("Scan the code"), "{all}");
        assert!(!all.contains("on the same Wi-Fi:"), "{all}");
        if found.is_some() {
            screenshot(&sharing, "phones-no-network");
        }

        let compact = panel_texts(&sharing, true).join("\n");
        assert!(
            compact.contains("No phone can reach this computer"),
            "{compact}"
        );
        assert!(!compact.contains(&url), "{compact}");
    }
}

#[test]
fn on_a_lan_address_the_panel_offers_the_address_and_its_code() {
    // Loopback stands in for the LAN address: the test may not bind any other.
    let sharing = started(Reach::Lan(IpAddr::V4(Ipv4Addr::LOCALHOST)));
    let url = sharing.url().unwrap().to_string();
    let texts = panel_texts(&sharing, false);
    let all = texts.join("\n");
    assert!(
        all.contains("Scan the code, or open this address on a phone on the same Wi-Fi:"),
        "{all}"
    );
    assert!(texts.contains(&url), "{all}");
    assert!(!all.contains("No phone can reach"), "{all}");
    let compact = panel_texts(&sharing, true).join("\n");
    assert!(compact.contains(&format!("On phones: {url}")), "{compact}");
}

/// With `ALIBI_SCREENSHOTS` naming a folder, draws the panel there as `NAME.png`.
fn screenshot(sharing: &Sharing, name: &str) {
    let Some(folder) = std::env::var_os("ALIBI_SCREENSHOTS") else {
        return;
    };
    let view = sharing
        .view(Message::TogglePhones, Message::TogglePhoneCode, false)
        .unwrap();
    let png = alibi::ui::picture::png(view, (900, 220), &iced::Theme::Light).expect("drawn");
    std::fs::write(
        std::path::Path::new(&folder).join(format!("{name}.png")),
        png,
    )
    .unwrap();
}

#[test]
fn during_a_game_the_code_is_one_click_away() {
    let dir = tempfile::tempdir().unwrap();
    let console = iced::window::Id::unique();
    let mut app = alibi::ui::App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    // The server itself isn't run here: only the console's panel is looked at.
    let _ = app.update(Message::TogglePhones);
    let _ = app.update(Message::Home(alibi::ui::home::Message::NewGame(
        alibi::games::GameKind::Murdero,
    )));
    let _ = app.update(Message::DismissNotice);
    let url = app.phones().url().expect("sharing").to_owned();
    let console_texts = |app: &alibi::ui::App| {
        let mut ui = common::ui::console_ui(app, console);
        common::ui::texts(&mut ui).join("\n")
    };
    // The game's line: the address, and the button that opens the rest. Reachable or not,
    // the line offers the panel in one click.
    let line = console_texts(&app);
    assert!(
        line.contains("Show the code") || line.contains("Why?"),
        "{line}"
    );
    assert!(!line.contains("Scan the code"), "{line}");
    let opener = if line.contains("Show the code") {
        "Show the code"
    } else {
        "Why?"
    };
    common::ui::click(&mut app, console, opener);
    let opened = console_texts(&app);
    assert!(
        opened.contains(&url) || opened.contains("No phone can reach"),
        "{opened}"
    );
    assert!(opened.contains("Hide"), "{opened}");
    common::ui::click(&mut app, console, "Hide");
    assert!(console_texts(&app).contains(opener));
}
