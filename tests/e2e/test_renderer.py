"""GTK's renderer as the app chooses it (RendererChoice): Xvfb offers no
DRI3, so on it GL could only be software, and the app draws with cairo,
says so and why, and leaves a renderer the user names alone."""

from pathlib import Path

REASONS = ("No GPU render node in /dev/dri, so GL would be software.",
           "The X server has no DRI3, so GL would be software.")


def reported(desktop, app):
    desktop.find_window("Untitled")
    return desktop.wait_until(lambda: "renderer in use:" in app.output() and app.output(), "the renderer report")


def test_without_gpu_rendering_the_app_draws_with_cairo_and_says_why(desktop, launch):
    output = reported(desktop, launch(environment={"EMOJIART_REPORT_STALLS": "1"}))
    expected = REASONS[0] if not list(Path("/dev/dri").glob("renderD*")) else REASONS[1]
    assert f"renderer chosen: cairo, because: {expected}" in output
    assert "renderer in use: GskCairoRenderer" in output
    # GL is off altogether, so GTK never tries it and never says it failed.
    assert "Failed to realize renderer" not in output


def test_a_renderer_the_user_names_is_followed(desktop, launch):
    output = reported(desktop, launch(environment={"EMOJIART_REPORT_STALLS": "1", "GSK_RENDERER": "gl"}))
    assert "renderer chosen: GTK's choice, because: GSK_RENDERER=gl is set, and followed." in output
    assert "renderer in use: GskGLRenderer" in output
