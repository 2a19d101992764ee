#![no_main]

use annabella::game::TimeControl;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(control) = text.parse::<TimeControl>() {
        assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control.clone()));
    }
    let _ = TimeControl::from_pgn_tag(text);
    let _ = annabella::commands::clock::parse_took(text);
});
