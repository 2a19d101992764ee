//! Colour as the standards define it, written from their texts and not
//! taken from annabella: WCAG 2.x relative luminance and contrast ratio,
//! the protanopia and deuteranopia simulation of Machado, Oliveira and
//! Fernandes (2009) at severity 1.0, and the CIE 1976 colour difference.

pub type Rgb = (u8, u8, u8);

/// An sRGB channel linearised as WCAG 2.x writes it: `c/12.92` up to
/// 0.03928, else `((c+0.055)/1.055)^2.4`.
fn linear(channel: u8) -> f64 {
    let c = f64::from(channel) / 255.0;
    if c <= 0.03928 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// WCAG 2.x relative luminance: 0.2126 R + 0.7152 G + 0.0722 B.
pub fn luminance((r, g, b): Rgb) -> f64 {
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// WCAG 2.x contrast ratio: (L1 + 0.05) / (L2 + 0.05), L1 the lighter.
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// Machado et al. 2009, severity 1.0, applied to linear RGB.
pub const PROTANOPIA: [[f64; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
pub const DEUTERANOPIA: [[f64; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];

/// A colour as a dichromat sees it, back in sRGB.
pub fn simulate(matrix: &[[f64; 3]; 3], (r, g, b): Rgb) -> Rgb {
    let input = [linear(r), linear(g), linear(b)];
    let encode = |x: f64| {
        let x = x.clamp(0.0, 1.0);
        let c = if x <= 0.0031308 {
            12.92 * x
        } else {
            1.055 * x.powf(1.0 / 2.4) - 0.055
        };
        (c * 255.0).round() as u8
    };
    let row = |i: usize| encode((0..3).map(|j| matrix[i][j] * input[j]).sum());
    (row(0), row(1), row(2))
}

/// CIE L*a*b* (D65) of an sRGB colour.
fn lab((r, g, b): Rgb) -> [f64; 3] {
    let (r, g, b) = (linear(r), linear(g), linear(b));
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 ΔE*ab: about 2.3 is just noticeable, above 10 clearly another
/// colour.
pub fn difference(a: Rgb, b: Rgb) -> f64 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}
