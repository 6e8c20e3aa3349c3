#!/usr/bin/env python3
"""Writes a generated SwiftUI app for the project-context benchmarks (issue 26).

    Benchmarks/project-generator.py DIR [--files 1000] [--previews 200]

DIR/App/ gets FILES Swift files in three kinds, a third each: models (a struct with stored
properties and a static `sample`), views (a row view of its model, with an HStack, texts and a
frame) and extensions (a computed property on a model and a modifier on View). PREVIEWS of the
views get a `#Preview` in their own file (the others have none). Every view uses its model, the
model's extension and a shared `Theme` (App/Theme.swift), so drawing one view reaches four files
of the project, as a row in an app does; the rest is what the loader has to index and skip.
DIR is marked as a project by an empty `.git` folder. Deterministic: the same arguments write
the same bytes.
"""
import argparse
import os


def model(i):
    return f"""import SwiftUI

struct Model{i}: Identifiable {{
    var id: Int
    var title: String
    var count: Int
    var score: Double

    static let sample = Model{i}(id: {i}, title: "Item {i}", count: {i % 17}, score: {i % 5}.5)
}}
"""


def view(i, preview):
    text = f"""import SwiftUI

struct Row{i}View: View {{
    let model: Model{i}

    var body: some View {{
        HStack(spacing: Theme.spacing) {{
            Text(model.title)
                .font(.headline)
            Spacer()
            Text(model.badge)
                .foregroundStyle(.secondary)
        }}
        .rowStyle()
        .frame(height: 44)
    }}
}}
"""
    if preview:
        text += f"""
#Preview {{
    Row{i}View(model: .sample)
}}
"""
    return text


def extension(i):
    return f"""import SwiftUI

extension Model{i} {{
    var badge: String {{ "\\(count) × \\(Int(score))" }}
}}

extension View {{
    func style{i}() -> some View {{ padding({i % 9}) }}
}}
"""


THEME = """import SwiftUI

enum Theme {
    static let spacing: CGFloat = 8
    static let inset: CGFloat = 12
}

extension View {
    func rowStyle() -> some View { padding(.horizontal, Theme.inset) }
}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--previews", type=int, default=200)
    arguments = parser.parse_args()
    app = os.path.join(arguments.folder, "App")
    os.makedirs(os.path.join(arguments.folder, ".git"), exist_ok=True)
    for kind in ("Models", "Views", "Extensions"):
        os.makedirs(os.path.join(app, kind), exist_ok=True)
    groups = max(1, (arguments.files - 1) // 3)
    written = {"Theme.swift": THEME}
    for i in range(groups):
        written[f"Models/Model{i}.swift"] = model(i)
        written[f"Views/Row{i}View.swift"] = view(i, i < arguments.previews)
        written[f"Extensions/Model{i}+Badge.swift"] = extension(i)
    for name, text in written.items():
        with open(os.path.join(app, name), "w") as handle:
            handle.write(text)
    print(f"{len(written)} Swift files in {app}, {min(arguments.previews, groups)} previews")


if __name__ == "__main__":
    main()
