import Foundation
import PackagePlugin

/// Lists LayoutDrawCompile's view and modifier mappings: every Swift file under its `Views/`
/// and `Modifiers/` folders is read by MappingTableGenerator, which writes the table the
/// compiler looks names up in (`MappingTable.generated.swift`, in the plugin's work folder).
@main
struct MappingTablePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).filter { url in
            let components = url.pathComponents
            guard let module = components.lastIndex(of: target.name), module + 1 < components.count else { return false }
            return ["Views", "Modifiers"].contains(components[module + 1])
        }
        .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("MappingTable.generated.swift")
        return [
            .buildCommand(
                displayName: "Listing \(target.name)'s view and modifier mappings",
                executable: try context.tool(named: "MappingTableGenerator").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
