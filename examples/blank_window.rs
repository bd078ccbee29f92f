//! A blank iced window built with Alibi's own iced features: the yardstick that
//! `scripts/measure-startup` compares Alibi's start-up time and memory with.

use iced::Element;

fn view(_: &()) -> Element<'_, ()> {
    iced::widget::space().into()
}

fn main() -> iced::Result {
    iced::application(|| (), |_: &mut (), _: ()| {}, view)
        .title(|_: &()| String::from("Blank iced window"))
        // The console's size: the window's pixel buffer grows with its area, and the
        // yardstick should differ from Alibi only in what Alibi draws, not in how big it is.
        .window_size((1280.0, 820.0))
        .run()
}
