//! Drawing a view into a PNG without a window: the same widgets and the same CPU renderer
//! (tiny-skia) the windows use, run headless, so an exported picture looks like the screen.

use super::style;
use crate::i18n::Msg;
use crate::msg;
use iced::advanced::renderer::{Headless, Style};
use iced::{Element, Pixels, Renderer, Size, Theme};
use std::future::Future;
use std::task::{Context, Poll, Waker};

/// The windows' CPU renderer, headless, with the app's fonts and text size: what draws a
/// picture, and what lays a view out exactly as the windows do (the tests that check what
/// fits measure with it).
pub fn renderer() -> Result<Renderer, Msg> {
    style::load_fonts();
    // The CPU renderer is ready at once: its `new` is async only for the GPU's sake.
    let made = std::pin::pin!(<Renderer as Headless>::new(
        style::FONT,
        Pixels(style::BODY),
        None
    ))
    .poll(&mut Context::from_waker(Waker::noop()));
    match made {
        Poll::Ready(Some(renderer)) => Ok(renderer),
        _ => Err(msg!("picture-no-renderer")),
    }
}

/// Renders `view` at `size` pixels on `theme`'s background and encodes it as a PNG.
pub fn png<M>(view: Element<'_, M>, size: (u32, u32), theme: &Theme) -> Result<Vec<u8>, Msg> {
    let mut renderer = renderer()?;
    let bounds = Size::new(size.0 as f32, size.1 as f32);
    let mut ui = iced_runtime::UserInterface::build(
        view,
        bounds,
        iced_runtime::user_interface::Cache::default(),
        &mut renderer,
    );
    let base = iced::theme::Base::base(theme);
    ui.draw(
        &mut renderer,
        theme,
        &Style {
            text_color: base.text_color,
        },
        iced::mouse::Cursor::Unavailable,
    );
    let rgba = renderer.screenshot(Size::new(size.0, size.1), 1.0, base.background_color);
    let picture = image::RgbaImage::from_raw(size.0, size.1, rgba)
        .ok_or_else(|| msg!("picture-wrong-size"))?;
    let mut png = Vec::new();
    picture
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .map_err(|e| msg!("picture-not-encoded", error = e.to_string()))?;
    Ok(png)
}
